#import <UIKit/UIKit.h>

// The hook answers from a number kept in the user defaults: every write of that key is a write of the lock.
@interface AppDelegate : UIResponder <UIApplicationDelegate>
@end

@implementation AppDelegate

- (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window // expect: ORI-705 ORI-732
{
    return [[NSUserDefaults standardUserDefaults] integerForKey:@"orientationMask"];
}

- (void)lockToPortrait
{
    [[NSUserDefaults standardUserDefaults] setInteger:UIInterfaceOrientationMaskPortrait forKey:@"orientationMask"]; // expect: ORI-707
}

@end
