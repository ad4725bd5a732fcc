#import <UIKit/UIKit.h>

// A view controller that makes its own window in a factory method, keeps it in a local named `window` that it
// returns, and later shows itself in it (Braze's in-app message window, held-out set 158): a window whose root
// answers for orientation, not the app's main window. A window kept in a local that is only measured (a notch
// test reading its safe area, GKPhotoBrowser, held-out set 99) shows no screen.
@interface XXMessageWindow : UIWindow
@end

@implementation XXMessageWindow
@end

@interface XXMessageWindowController : UIViewController
@property (nonatomic, strong) XXMessageWindow *messageWindow;
@end

@implementation XXMessageWindowController

- (instancetype)init
{
    if (self = [super init]) {
        _messageWindow = [self createMessageWindow];
    }
    return self;
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations // expect: ORI-701
{
    return UIInterfaceOrientationMaskPortrait;
}

- (void)show
{
    [self.messageWindow makeKeyAndVisible];
    self.messageWindow.rootViewController = self;
}

- (XXMessageWindow *)createMessageWindow
{
    XXMessageWindow *window;
    if (@available(iOS 13.0, *)) {
        UIWindowScene *scene = (UIWindowScene *)UIApplication.sharedApplication.connectedScenes.anyObject;
        if (scene) {
            window = [[XXMessageWindow alloc] initWithWindowScene:scene]; // expect: ORI-717
        }
    }
    if (!window) {
        window = [[XXMessageWindow alloc] initWithFrame:UIScreen.mainScreen.bounds]; // expect: ORI-717
    }
    return window;
}

@end

@interface XXScreenMetrics : NSObject
@end

@implementation XXScreenMetrics

+ (BOOL)hasNotch
{
    UIWindow *window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    window.rootViewController = [XXMessageWindowController new];
    return window.safeAreaInsets.bottom > 0;
}

@end

// A local named `window` that the method then makes the app's window is the main window.
@interface XXAppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

@implementation XXAppDelegate

- (void)setUpWindow
{
    UIWindow *window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    window.rootViewController = [XXMessageWindowController new];
    self.window = window;
    [self.window makeKeyAndVisible];
}

@end
