#import <UIKit/UIKit.h>

@implementation ProgressHUD

// The HUD turned by hand to the status bar's orientation: the angle is worked out here and passed on.
- (void)positionHUD:(NSNotification *)notification {
    UIInterfaceOrientation orientation = UIApplication.sharedApplication.statusBarOrientation; // expect: ORI-713
    CGFloat rotateAngle;
    switch (orientation) {
        case UIInterfaceOrientationPortraitUpsideDown:
            rotateAngle = M_PI;
            break;
        case UIInterfaceOrientationLandscapeLeft:
            rotateAngle = -M_PI/2.0f;
            break;
        case UIInterfaceOrientationLandscapeRight:
            rotateAngle = M_PI/2.0f;
            break;
        default:
            rotateAngle = 0.0;
            break;
    }
    if (notification) {
        [UIView animateWithDuration:0.3 animations:^{
            [self moveToPoint:self.center rotateAngle:rotateAngle]; // expect: ORI-734
        }];
    } else {
        [self moveToPoint:self.center rotateAngle:rotateAngle]; // expect: ORI-734
    }
}

// The turn itself: its angle is the parameter the caller worked out for the orientation.
- (void)moveToPoint:(CGPoint)newCenter rotateAngle:(CGFloat)angle {
    self.hudView.transform = CGAffineTransformMakeRotation(angle); // expect: ORI-722
    self.hudView.center = newCenter;
}

@end
