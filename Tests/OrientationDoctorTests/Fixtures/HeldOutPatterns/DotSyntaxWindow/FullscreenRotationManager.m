#import <UIKit/UIKit.h>

@interface FullscreenWindow : UIWindow
- (instancetype)initWithWindowScene:(UIWindowScene *)scene owner:(id)owner;
- (instancetype)initWithFrame:(CGRect)frame owner:(id)owner;
@end

@interface FullscreenNavigationController : UINavigationController
@end

@implementation FullscreenNavigationController
- (UIInterfaceOrientationMask)supportedInterfaceOrientations { // expect: ORI-704
    return self.topViewController.supportedInterfaceOrientations;
}
@end

// A player's rotation manager makes its full-screen window in dot syntax (`FullscreenWindow.alloc`), with the
// window's own initializers, on iOS 13 with a scene and before it with a frame.
@interface FullscreenRotationManager : NSObject
@end

@implementation FullscreenRotationManager {
    FullscreenWindow *_window;
}

- (void)prepareWindowForRotation {
    if (@available(iOS 13.0, *)) {
        _window = [FullscreenWindow.alloc initWithWindowScene:(UIWindowScene *)UIApplication.sharedApplication.connectedScenes.anyObject owner:self]; // expect: ORI-717
    } else {
        _window = [FullscreenWindow.alloc initWithFrame:UIScreen.mainScreen.bounds owner:self]; // expect: ORI-717
    }
    _window.rootViewController = [FullscreenNavigationController.alloc initWithRootViewController:UIViewController.new];
}

// A toast's window, made the same way, shows no rotated screen.
- (void)showToast {
    UIWindow *toast = [ToastWindow.alloc initWithFrame:CGRectMake(0, 0, 200, 40)];
    toast.hidden = NO;
}
@end
