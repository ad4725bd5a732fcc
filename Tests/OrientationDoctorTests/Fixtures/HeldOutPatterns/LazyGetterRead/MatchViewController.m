#import <UIKit/UIKit.h>

// A control view made on first use, laid out for the status bar's orientation when it is made (CPTest,
// held-out set 117): its reads are no calls of orientation code, unlike a getter that reads on every call.
@interface MatchViewController : UIViewController
@property (nonatomic, strong) UIView *controlView;
@property (nonatomic, readonly) CGFloat headerHeight;
@end

@implementation MatchViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self.view addSubview:self.controlView];
    self.controlView.hidden = NO;
    self.view.frame = CGRectMake(0, 0, 320, self.headerHeight); // expect: ORI-734
}

- (void)showControls
{
    self.controlView.alpha = 1;
}

- (UIView *)controlView
{
    if (!_controlView) {
        _controlView = [[UIView alloc] init];
        if (UIInterfaceOrientationIsLandscape([UIApplication sharedApplication].statusBarOrientation)) { // expect: ORI-713
            _controlView.alpha = 0;
        }
    }
    return _controlView;
}

- (CGFloat)headerHeight
{
    return UIInterfaceOrientationIsLandscape([UIApplication sharedApplication].statusBarOrientation) ? 44 : 64; // expect: ORI-713
}

@end
