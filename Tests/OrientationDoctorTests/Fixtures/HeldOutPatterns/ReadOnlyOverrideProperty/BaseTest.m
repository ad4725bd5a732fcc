#import "BaseTest.h"

@implementation BaseTest

- (void)configure {
    _shouldAutorotate = YES; // expect: ORI-707
    _supportedInterfaceOrientations = UIInterfaceOrientationMaskAll; // expect: ORI-707
}

@end
