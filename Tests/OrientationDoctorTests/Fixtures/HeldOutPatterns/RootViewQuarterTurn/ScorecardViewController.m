#import <UIKit/UIKit.h>

@interface ScorecardViewController : UIViewController
@property (nonatomic, strong) UIImageView *badge;
@end

@implementation ScorecardViewController

// A portrait app's scorecard shown in landscape: the controller turns its own root view.
- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.transform = CGAffineTransformIdentity;
    self.view.transform = CGAffineTransformMakeRotation(1.57079633); // expect: ORI-722
    self.view.bounds = CGRectMake(0.0, 0.0, 460.0, 320.0);
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.view setTransform:CGAffineTransformMakeRotation(-1.5708f)]; // expect: ORI-722
}

// A badge tilted a little, and one turned by a number that is no quarter turn: no rotation of the interface.
- (void)viewDidLayoutSubviews {
    [super viewDidLayoutSubviews];
    self.badge.transform = CGAffineTransformMakeRotation(0.2);
    self.view.transform = CGAffineTransformMakeRotation(1.5);
}

@end
