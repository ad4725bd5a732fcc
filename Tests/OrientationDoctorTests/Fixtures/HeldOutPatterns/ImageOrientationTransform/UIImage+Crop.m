#import <UIKit/UIKit.h>

@implementation UIImage (Crop)

/// Turns a picture's pixels upright: its image orientation, not the interface's.
+ (CGAffineTransform)uprightTransform:(UIImage *)image {
    CGAffineTransform transform;
    switch (image.imageOrientation) {
        case UIImageOrientationLeft:
            transform = CGAffineTransformTranslate(CGAffineTransformMakeRotation(M_PI_2), 0, -image.size.height);
            break;
        case UIImageOrientationRight:
            transform = CGAffineTransformTranslate(CGAffineTransformMakeRotation(-M_PI_2), -image.size.width, 0);
            break;
        default:
            transform = CGAffineTransformIdentity;
    }
    return transform;
}
@end

@interface PlayerView : UIView
@end

/// A view turned a quarter turn for the interface's orientation: a fake rotation.
@implementation PlayerView
- (void)followInterfaceOrientation:(UIInterfaceOrientation)orientation {
    if (UIInterfaceOrientationIsLandscape(orientation)) {
        self.transform = CGAffineTransformMakeRotation(M_PI_2); // expect: ORI-722
    }
}
@end
