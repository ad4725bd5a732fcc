#import <UIKit/UIKit.h>
#import "App-Swift.h"

@interface XYZPlayerDisplayController : UIViewController
@property (nonatomic, strong) UIViewController *playerViewController;
@end

@implementation XYZPlayerDisplayController

- (void)closeFullscreenPlayback
{
    [self.presentingViewController dismissViewControllerAnimated:YES completion:^{
        [self _updateInterfaceOrientation]; // expect: ORI-707
    }];
}

- (void)dismissPlaybackView
{
    // Tidies up after the player: calls a method that calls the helper, but is no lock helper itself.
    [self closeFullscreenPlayback];
}

- (void)_updateInterfaceOrientation
{
    if (@available(iOS 16, *)) {
        [self setNeedsUpdateOfSupportedInterfaceOrientations]; // expect: ORI-712
    } else {
        XYZPlayerViewController *player = (XYZPlayerViewController *)self.playerViewController;
        player.supportedInterfaceOrientations = UIInterfaceOrientationMaskAllButUpsideDown; // expect: ORI-707
    }
}

@end
