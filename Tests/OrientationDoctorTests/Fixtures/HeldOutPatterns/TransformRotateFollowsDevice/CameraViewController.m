#import <UIKit/UIKit.h>

// Camera controls turned to follow the device while the screen stays portrait (Fresco's camera, held-out set
// 165): `CGAffineTransformRotate` of a view's transform by a quarter turn in a method about orientation is a site,
// each arm of the switch one; an image turned upright in a bitmap context turns no view.
@interface CameraViewController : UIViewController
@property (nonatomic, strong) UIView *topContainer;
@property (nonatomic, strong) UIView *warning;
@property (nonatomic, assign) BOOL shouldFixOrientation;
@end

@implementation CameraViewController

- (void)rotateControlsForOrientation:(UIDeviceOrientation)orientation
{
    CGFloat angle = 0;
    switch (orientation) {
        case UIDeviceOrientationLandscapeLeft:
            angle = M_PI_2;
            self.topContainer.transform = CGAffineTransformRotate(CGAffineTransformMakeTranslation(20, 20), angle); // expect: ORI-722
            break;
        case UIDeviceOrientationLandscapeRight:
            angle = -M_PI_2;
            self.topContainer.transform = CGAffineTransformRotate(CGAffineTransformMakeTranslation(-20, 20), angle); // expect: ORI-722
            break;
        default:
            self.topContainer.transform = CGAffineTransformRotate(CGAffineTransformMakeTranslation(0, 0), angle); // expect: ORI-722
            break;
    }
}

- (void)showWarningForOrientation:(UIDeviceOrientation)orientation
{
    CGAffineTransform transform = self.warning.transform;
    CGFloat rads = 90 * M_PI / 180.0;
    if (orientation == UIDeviceOrientationLandscapeLeft) {
        transform = CGAffineTransformRotate(self.warning.transform, rads); // expect: ORI-722
    }
    self.warning.transform = transform;
}

- (UIImage *)fixOrientation:(UIImage *)image
{
    if (!self.shouldFixOrientation) return image;
    CGAffineTransform transform = CGAffineTransformIdentity;
    switch (image.imageOrientation) {
        case UIImageOrientationLeft:
            transform = CGAffineTransformTranslate(transform, image.size.width, 0);
            transform = CGAffineTransformRotate(transform, M_PI_2);
            break;
        default:
            break;
    }
    UIGraphicsBeginImageContext(image.size);
    CGContextConcatCTM(UIGraphicsGetCurrentContext(), transform);
    [image drawAtPoint:CGPointZero];
    UIImage *upright = UIGraphicsGetImageFromCurrentImageContext();
    UIGraphicsEndImageContext();
    return upright;
}

@end
