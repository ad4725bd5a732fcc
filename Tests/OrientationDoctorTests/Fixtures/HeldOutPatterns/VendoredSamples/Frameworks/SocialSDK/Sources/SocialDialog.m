#import <UIKit/UIKit.h>

// The SDK's own code, which the app builds: still reported.
@interface SocialDialog : UIView
@end

@implementation SocialDialog

- (void)layoutSubviews {
    if (UIInterfaceOrientationIsLandscape([UIApplication sharedApplication].statusBarOrientation)) { // expect: ORI-713
        self.alpha = 0.5;
    }
}

@end
