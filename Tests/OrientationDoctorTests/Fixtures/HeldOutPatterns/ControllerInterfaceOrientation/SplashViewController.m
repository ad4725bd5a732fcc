#import <UIKit/UIKit.h>

@interface SplashViewController : UIViewController
@end

@implementation SplashViewController

- (void)viewWillLayoutSubviews
{
    [super viewWillLayoutSubviews];
    if (UIInterfaceOrientationIsPortrait(self.interfaceOrientation)) // expect: ORI-727
    {
        [self layOutForOrientation:[self interfaceOrientation]]; // expect: ORI-727
    }
    UIInterfaceOrientation shown = self.view.window.windowScene.interfaceOrientation; // expect: ORI-715
    (void)shown;
}

- (void)layOutForOrientation:(UIInterfaceOrientation)interfaceOrientation
{
}

@end

@interface OverlayAnimator : NSObject <UIViewControllerAnimatedTransitioning>
@end

@implementation OverlayAnimator

- (void)animateTransition:(id<UIViewControllerContextTransitioning>)context
{
    UIViewController *fromViewController = [context viewControllerForKey:UITransitionContextFromViewControllerKey];
    if (UIInterfaceOrientationIsPortrait(fromViewController.interfaceOrientation)) {} // expect: ORI-727
}

- (NSTimeInterval)transitionDuration:(id<UIViewControllerContextTransitioning>)context
{
    return 0.3;
}

@end

@interface Skin : NSObject
@property (nonatomic) UIInterfaceOrientation interfaceOrientation;
@end

@implementation Skin

- (void)reset
{
    self.interfaceOrientation = UIInterfaceOrientationPortrait;
}

@end

@implementation Skin (Layout)

- (BOOL)isPortrait
{
    return UIInterfaceOrientationIsPortrait(self.interfaceOrientation);
}

@end
