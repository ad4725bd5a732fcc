#import <UIKit/UIKit.h>

// JPVideoPlayer (held-out set 97): a list player's control views lay out for an orientation passed as
// a selector's part after a view-controller argument, which is no read of the controller's
// interfaceOrientation; its fake landscape turns the player in a method named for landscape.
@protocol PlayerControl <NSObject>
- (void)layoutThatFits:(CGRect)rect
    nearestViewControllerInViewTree:(UIViewController *)nearestViewController
               interfaceOrientation:(NSInteger)interfaceOrientation;
@end

@interface PlayerView : UIView
@property (nonatomic, strong) UIView<PlayerControl> *controlBar;
@property (nonatomic, strong) UIView *videoView;
@end

@implementation PlayerView

- (void)layoutControls {
    UIViewController *nearestViewController = nil;
    [self.controlBar layoutThatFits:self.bounds
        nearestViewControllerInViewTree:nearestViewController
                   interfaceOrientation:[self currentOrientation]];
}

- (NSInteger)currentOrientation {
    return 0;
}

- (void)executeLandscape {
    CGRect screen = UIScreen.mainScreen.bounds;
    self.videoView.bounds = CGRectMake(0, 0, CGRectGetHeight(screen), CGRectGetWidth(screen));
    self.videoView.transform = CGAffineTransformMakeRotation(M_PI_2); // expect: ORI-722
}

- (void)spinLogo {
    self.videoView.transform = CGAffineTransformMakeRotation(M_PI_2);
}

@end
