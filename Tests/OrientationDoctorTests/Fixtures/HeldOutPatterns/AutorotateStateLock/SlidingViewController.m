#import <UIKit/UIKit.h>

typedef NS_ENUM(NSInteger, SlidingViewControllerOperation) { SlidingViewControllerOperationNone, SlidingViewControllerOperationAnchorRight };

@interface SlidingViewController : UIViewController
@property (nonatomic, assign) SlidingViewControllerOperation currentOperation; // expect: ORI-706
@property (nonatomic, strong) UIView *topView;
@end

@implementation SlidingViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.topView = [[UIView alloc] init];
}

// No rotation while a slide runs: the operation is the screen's lock.
- (BOOL)shouldAutorotate { // expect: ORI-702
    return self.currentOperation == SlidingViewControllerOperationNone;
}

- (void)animateOperation:(SlidingViewControllerOperation)operation {
    self.currentOperation = operation; // expect: ORI-707
}

- (void)completeTransition {
    self.currentOperation = SlidingViewControllerOperationNone; // expect: ORI-707
}

@end
