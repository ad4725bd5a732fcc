#import <UIKit/UIKit.h>

@implementation LaterHUD

// A later version: the callers pass no turn at all (a leftover identity rotation).
- (void)positionHUD:(NSNotification *)notification {
    CGFloat rotateAngle = 0.0;
    UIInterfaceOrientation orientation = UIApplication.sharedApplication.statusBarOrientation; // expect: ORI-713
    if (UIInterfaceOrientationIsLandscape(orientation)) {
        self.frame = CGRectZero;
    }
    [self placeAtPoint:self.center rotateAngle:rotateAngle];
}

- (void)placeAtPoint:(CGPoint)newCenter rotateAngle:(CGFloat)angle {
    self.hudView.transform = CGAffineTransformMakeRotation(angle);
    self.hudView.center = newCenter;
}

// A spinner's own angle, passed by a caller that says nothing of orientation.
- (void)spin {
    CGFloat step = M_PI_2;
    [self turnBy:step];
}

- (void)turnBy:(CGFloat)angle {
    self.spinner.transform = CGAffineTransformMakeRotation(angle);
}

@end

@implementation UIImage (Turned)

// An image turned by the angle its caller picks from the device: the throw-away view only measures the result.
- (UIImage *)rotateImageWithRadians:(double)radians {
    UIView *box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, self.size.width, self.size.height)];
    box.transform = CGAffineTransformMakeRotation(radians);
    UIGraphicsBeginImageContextWithOptions(box.frame.size, NO, self.scale);
    UIImage *result = UIGraphicsGetImageFromCurrentImageContext();
    UIGraphicsEndImageContext();
    return result;
}

- (UIImage *)correctedImage {
    double radians = 0;
    switch ([UIDevice currentDevice].orientation) { // expect: ORI-719
        case UIDeviceOrientationLandscapeLeft:
            radians = M_PI_2;
            break;
        default:
            break;
    }
    return [self rotateImageWithRadians:radians];
}

@end
