#import <UIKit/UIKit.h>

@interface RotationController : UIViewController
@property (nonatomic, readonly) UIInterfaceOrientation currentOrientation;
@end

@implementation RotationController

- (UIInterfaceOrientation)currentOrientation {
    return [UIApplication sharedApplication].statusBarOrientation; // expect: ORI-713
}

- (void)rotateToLandscape {
    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"]; // expect: ORI-709
}

- (void)rotateToLandscape:(BOOL)animated {
    self.view.alpha = animated ? 0.5 : 1;
}

- (IBAction)landscapeTapped:(id)sender {
    [self rotateToLandscape]; // expect: ORI-734
    [self rotateToLandscape:YES];
    self.view.hidden = UIInterfaceOrientationIsPortrait(self.currentOrientation); // expect: caller
}

@end

@interface PlayerRotationController : RotationController
@end

@implementation PlayerRotationController

- (void)rotateToLandscape {
    [super rotateToLandscape]; // expect: ORI-734
}

@end

/// A message to another message's result is no call on `self`: `refreshLayout` here is the
/// director's, not the controller's own helper.
@interface GameViewController : UIViewController
@end

@implementation GameViewController

- (void)refreshLayout {
    self.view.hidden = UIInterfaceOrientationIsLandscape([UIApplication sharedApplication].statusBarOrientation); // expect: ORI-713
}

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [[NSClassFromString(@"GameDirector") sharedDirector] refreshLayout];
    [self refreshLayout]; // expect: caller
}

@end
