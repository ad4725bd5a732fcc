#import <UIKit/UIKit.h>

@interface ExternalDisplayController : UIViewController
@end

@implementation ExternalDisplayController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations // expect: ORI-701
{
    return ~UIInterfaceOrientationMaskAll;
}

@end

@interface Coordinator : NSObject
@property (nonatomic, strong) UIWindow *externalWindow;
@property (nonatomic, strong) UIWindow *playerWindow;
@end

@implementation Coordinator

- (UIWindow *)makeExternalWindow
{
    NSArray *screens = UIScreen.screens;
    if (screens.count <= 1)
        return nil;
    UIScreen *externalScreen = screens[1];
    // On the TV: an external display has no interface orientation.
    _externalWindow = [[UIWindow alloc] initWithFrame:externalScreen.bounds];
    _externalWindow.rootViewController = [[ExternalDisplayController alloc] initWithNibName:nil bundle:nil];
    _externalWindow.screen = externalScreen;
    return _externalWindow;
}

- (void)showFullscreenVideoPlayer
{
    _playerWindow = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds]; // expect: ORI-717
    _playerWindow.rootViewController = [[ExternalDisplayController alloc] initWithNibName:nil bundle:nil];
    _playerWindow.screen = [UIScreen mainScreen];
    if (_playerWindow.screen == self.tvScreen) { // a comparison, not a move to another screen
        return;
    }
    [_playerWindow makeKeyAndVisible];
}

@end
