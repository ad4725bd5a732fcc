#import <UIKit/UIKit.h>

#define RADIANS(degrees) ((degrees * (CGFloat)M_PI) / 180.0f)

// MBProgressHUD 0.4 (held-out set 120): a HUD added to a window turns itself by an angle in degrees that the
// status bar's orientation picks.
@interface ProgressHUD : UIView
@end

@implementation ProgressHUD {
    CGAffineTransform rotationTransform;
}

- (void)setTransformForCurrentOrientation:(BOOL)animated {
    UIInterfaceOrientation orientation = [UIApplication sharedApplication].statusBarOrientation; // expect: ORI-713
    NSInteger degrees = 0;
    if (UIInterfaceOrientationIsLandscape(orientation)) {
        if (orientation == UIInterfaceOrientationLandscapeLeft) { degrees = -90; }
        else { degrees = 90; }
    } else {
        if (orientation == UIInterfaceOrientationPortraitUpsideDown) { degrees = 180; }
        else { degrees = 0; }
    }
    rotationTransform = CGAffineTransformMakeRotation(RADIANS(degrees)); // expect: ORI-722
    self.transform = rotationTransform;
}

// A spinner's angle in degrees that steps by 30 turns nothing a quarter.
- (void)spinOrientationIndicator {
    CGFloat step = 30;
    self.transform = CGAffineTransformMakeRotation(RADIANS(step));
}

@end
