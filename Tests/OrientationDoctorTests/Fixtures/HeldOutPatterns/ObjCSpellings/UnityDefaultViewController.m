#import "UnityViewControllerBase.h"

@implementation UnityDefaultViewController
{
    NSUInteger _supportedOrientations; // expect: ORI-706
}

- (void)syncOrientations:(BOOL)autorotates {
    if (autorotates) {
        _supportedOrientations = UIInterfaceOrientationMaskAll; // expect: ORI-707
    } else {
        _supportedOrientations = UIInterfaceOrientationMaskPortrait; // expect: ORI-707
    }
}

- (NSUInteger)supportedInterfaceOrientations { // expect: ORI-701
    return _supportedOrientations;
}

@end
