#import <UIKit/UIKit.h>

// A picture's pixels turned upright for its EXIF orientation: the parameter is only `orientation`, its type says
// it is the image's.
CGAffineTransform ImageTransformForOrientation(UIImageOrientation orientation, CGSize size) {
    CGAffineTransform transform = CGAffineTransformIdentity;
    switch (orientation) {
        case UIImageOrientationLeft:
            transform = CGAffineTransformMakeRotation(M_PI_2);
            transform = CGAffineTransformTranslate(transform, 0, -size.height);
            break;
        case UIImageOrientationRight:
            transform = CGAffineTransformMakeRotation(-M_PI_2);
            break;
        default:
            break;
    }
    return transform;
}

@interface PlayerOverlay : UIView
@end

@implementation PlayerOverlay

- (void)turnTo:(UIInterfaceOrientation)orientation {
    switch (orientation) {
        case UIInterfaceOrientationLandscapeLeft:
            self.transform = CGAffineTransformMakeRotation(-M_PI_2); // expect: ORI-722
            break;
        default:
            self.transform = CGAffineTransformIdentity;
            break;
    }
}

- (void)makeScreenToLandscape {
    self.transform = CGAffineTransformMakeRotation(M_PI*(90)/180.0); // expect: ORI-722
}

@end
