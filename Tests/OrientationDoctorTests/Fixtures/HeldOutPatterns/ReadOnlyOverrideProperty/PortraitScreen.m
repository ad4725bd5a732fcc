#import "PortraitScreen.h"

@implementation PortraitScreen

- (UIInterfaceOrientationMask)supportedInterfaceOrientations { // expect: ORI-701
    return UIInterfaceOrientationMaskPortrait;
}

@end
