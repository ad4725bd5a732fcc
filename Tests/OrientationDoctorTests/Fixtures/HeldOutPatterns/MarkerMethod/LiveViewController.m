#import <UIKit/UIKit.h>

// The same marker in Objective-C, tested by an Objective-C hook.
@interface LiveViewController : UIViewController
@end

@implementation LiveViewController

- (void)canRotate {} // expect: ORI-706

- (void)reload {}

@end

@interface LiveAppDelegate : UIResponder <UIApplicationDelegate>
@end

@implementation LiveAppDelegate

- (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window { // expect: ORI-705
    UIViewController *top = window.rootViewController.presentedViewController;
    if ([top respondsToSelector:@selector(canRotate)]) {
        return UIInterfaceOrientationMaskAllButUpsideDown;
    }
    return UIInterfaceOrientationMaskPortrait;
}

@end
