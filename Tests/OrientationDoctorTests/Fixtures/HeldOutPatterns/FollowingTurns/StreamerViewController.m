#import <UIKit/UIKit.h>

@implementation StreamerViewController

// The preview stays still relative to the phone: turned back by the interface's turn.
- (void)viewWillTransitionToSize:(CGSize)size withTransitionCoordinator:(id<UIViewControllerTransitionCoordinator>)coordinator {
    [super viewWillTransitionToSize:size withTransitionCoordinator:coordinator];
    [coordinator animateAlongsideTransition:^(id<UIViewControllerTransitionCoordinatorContext> context) {
        CGAffineTransform delta = coordinator.targetTransform;
        CGFloat angle = atan2f(delta.b, delta.a);
        CGFloat rotation = [[self.preview.layer valueForKeyPath:@"transform.rotation.z"] floatValue];
        rotation += -1 * angle + 0.0001;
        [self.preview.layer setValue:@(rotation) forKeyPath:@"transform.rotation.z"]; // expect: ORI-722
    } completion:nil];
}

// A spinner turned by a key path: not about orientation.
- (void)spin {
    [self.spinner.layer setValue:@(M_PI) forKeyPath:@"transform.rotation.z"];
}

@end
