#import <UIKit/UIKit.h>

#define DEGREES_TO_RADIANS(degrees) ((degrees) * M_PI / 180.0)

@interface ToastView : UIView
@end

@implementation ToastView

- (void)rotateForInterfaceOrientation:(UIInterfaceOrientation)orientation
{
    CGAffineTransform transform = CGAffineTransformIdentity;
    switch (orientation)
    {
        case UIInterfaceOrientationLandscapeLeft:
            transform = CGAffineTransformMakeRotation(DEGREES_TO_RADIANS(270.0f)); // expect: ORI-722
            break;
        case UIInterfaceOrientationPortraitUpsideDown:
            transform = CGAffineTransformMakeRotation(DEGREES_TO_RADIANS(180.0f)); // expect: ORI-722
            break;
        case UIInterfaceOrientationLandscapeRight:
            transform = CGAffineTransformMakeRotation(DEGREES_TO_RADIANS(90.0f)); // expect: ORI-722
            break;
        default:
            break;
    }
    self.transform = transform;
}

- (void)turnToStatusBarOrientation:(UIInterfaceOrientation)orientation animated:(BOOL)animated
{
    CGFloat radians = UIInterfaceOrientationIsLandscape(orientation) ? (CGFloat)M_PI_2 : 0.f;
    if (animated) {
        [UIView animateWithDuration:0.3 animations:^{
            self.transform = CGAffineTransformMakeRotation(radians); // expect: ORI-722
        }];
    } else {
        self.transform = CGAffineTransformMakeRotation(radians); // expect: ORI-722
    }
}

- (void)drawRect:(CGRect)rect
{
    CGContextRef context = UIGraphicsGetCurrentContext();
    CGContextRotateCTM(context, M_PI_2);
}

@end

static CGAffineTransform makeTransformForOrientation(unsigned orientation)
{
	switch(orientation)
	{
		default: return CGAffineTransformIdentity;
		case 3: return CGAffineTransformMakeRotation(3*M_PI / 2.0); // expect: ORI-722
		case 1: return CGAffineTransformMakeRotation(M_PI / 2.0); // expect: ORI-722
		case 2: return CGAffineTransformMakeRotation(M_PI); // expect: ORI-722
	}
}
