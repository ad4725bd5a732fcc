#import <UIKit/UIKit.h>

// A control view made on first use, laid out for the status bar's orientation when it is made (CPTest,
// held-out set 117): its reads are no calls of orientation code, unlike a getter that reads on every call.
@interface MatchViewController : UIViewController
@property (nonatomic, strong) UIView *controlView;
@property (nonatomic, strong) UIView *scoreView;
@property (nonatomic, strong) UIView *statsView;
@property (nonatomic, readonly) CGFloat headerHeight;
@end

@implementation MatchViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self.view addSubview:self.controlView];
    self.controlView.hidden = NO;
    self.view.frame = CGRectMake(0, 0, 320, self.headerHeight); // expect: caller
}

- (void)showControls
{
    self.controlView.alpha = 1;
    self.scoreView.alpha = 1;
    self.statsView.alpha = 1;
}

// The same getter spelled `_scoreView == nil` and `!self->_statsView`.
- (UIView *)scoreView
{
    if (_scoreView == nil) {
        _scoreView = [[UIView alloc] init];
        _scoreView.hidden = UIInterfaceOrientationIsPortrait([UIApplication sharedApplication].statusBarOrientation); // expect: ORI-713
    }
    return _scoreView;
}

- (UIView *)statsView
{
    if (!self->_statsView) {
        self->_statsView = [[UIView alloc] init];
        self->_statsView.hidden = UIInterfaceOrientationIsPortrait([UIApplication sharedApplication].statusBarOrientation); // expect: ORI-713
    }
    return self->_statsView;
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
