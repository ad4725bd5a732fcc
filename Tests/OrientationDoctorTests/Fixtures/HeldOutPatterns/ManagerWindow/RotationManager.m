#import <UIKit/UIKit.h>

@interface LandscapeWindow : UIWindow
@end

@implementation LandscapeWindow
@end

// ZFPlayer's rotation manager: its own `window` property holds the landscape player's window,
// an extra window, not the app's main one.
@interface RotationManager : NSObject
@property (nonatomic, strong) UIWindow *window;
@property (nonatomic, strong) UIViewController *landscapeViewController;
@end

@implementation RotationManager

- (void)rotateToOrientation:(UIInterfaceOrientation)orientation
{
    if (UIInterfaceOrientationIsLandscape(orientation) && !self.window) {
        self.window = [LandscapeWindow new]; // expect: ORI-717
        self.window.rootViewController = self.landscapeViewController;
    }
}

@end

// The app delegate's own `window` is the main window, wherever it is made.
@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

@implementation AppDelegate

- (void)setUpPlayerWindow
{
    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    self.window.rootViewController = [[UIViewController alloc] init];
}

@end
