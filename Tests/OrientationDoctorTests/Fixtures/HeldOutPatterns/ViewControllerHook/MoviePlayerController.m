#import <UIKit/UIKit.h>

// The app delegate's method pasted into a view controller: UIKit asks only the application's delegate.
@interface MoviePlayerController : UIViewController
@end

@implementation MoviePlayerController

- (NSUInteger)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
    return UIInterfaceOrientationMaskAllButUpsideDown;
}

- (NSUInteger)supportedInterfaceOrientations { // expect: ORI-701
    return UIInterfaceOrientationMaskLandscape;
}

@end
