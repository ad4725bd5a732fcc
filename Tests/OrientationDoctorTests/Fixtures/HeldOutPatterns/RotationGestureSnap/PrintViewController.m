#import <UIKit/UIKit.h>

@interface PrintViewController : UIViewController
@property (nonatomic) BOOL isFullScreenPrint;
@end

@implementation PrintViewController

- (void)rotatePrint:(UIRotationGestureRecognizer *)gesture {
    if (self.isFullScreenPrint && gesture.state == UIGestureRecognizerStateEnded) {
        gesture.view.transform = CGAffineTransformMakeRotation(M_PI_2);
    }
}

@end
