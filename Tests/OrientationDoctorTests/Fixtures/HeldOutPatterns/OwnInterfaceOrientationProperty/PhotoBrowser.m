#import "PhotoBrowser.h"

@implementation PhotoBrowser

- (CGRect)toolbarFrame {
    CGFloat height = UIInterfaceOrientationIsLandscape(self.interfaceOrientation) ? 32 : 44; // expect: ORI-727
    return CGRectMake(0, 0, 320, height);
}

@end
