#import <UIKit/UIKit.h>

// A committed pod: its sites are summed up in one note on the first (ORI-735), none is the app's.
@interface RotatingPlayer : UIViewController
@end

@implementation RotatingPlayer

- (void)enterFullScreen {
    if (UIInterfaceOrientationIsPortrait([UIApplication sharedApplication].statusBarOrientation)) { // expect: ORI-735
        [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"];
    }
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskLandscape;
}

@end
