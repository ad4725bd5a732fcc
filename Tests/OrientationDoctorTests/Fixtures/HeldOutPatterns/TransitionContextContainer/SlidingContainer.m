#import <UIKit/UIKit.h>

// A container that stands in for UIKit's transition context: its `completeTransition:` asks UIKit to rotate when a
// slide ends. The animators' `[transitionContext completeTransition:…]` are the transition protocol's messages, not
// calls of the container's helper; the container's own call of its helper is.
@interface SlidingContainer : UIViewController <UIViewControllerContextTransitioning>
@end

@implementation SlidingContainer

- (void)completeTransition:(BOOL)didComplete
{
    [self settleSlide];
    [UIViewController attemptRotationToDeviceOrientation]; // expect: ORI-710
}

- (void)settleSlide
{
}

- (void)snapClosed
{
    [self completeTransition:YES]; // expect: ORI-734
}

@end

@interface SlideAnimator : NSObject <UIViewControllerAnimatedTransitioning>
@end

@implementation SlideAnimator

- (NSTimeInterval)transitionDuration:(id<UIViewControllerContextTransitioning>)transitionContext
{
    return 0.25;
}

- (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext
{
    [UIView animateWithDuration:0.25 animations:^{
    } completion:^(BOOL finished) {
        [transitionContext completeTransition:finished];
    }];
}

@end
