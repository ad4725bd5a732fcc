#import <UIKit/UIKit.h>

// The recipe in Objective-C: `lockOrientation:andRotateTo:` sends `lockOrientation:`, another method
// of the same first selector part.
@interface AppDelegate : UIResponder <UIApplicationDelegate>
@end

@implementation AppDelegate
{
    UIInterfaceOrientationMask orientationLock; // expect: ORI-706
}

- (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window // expect: ORI-705 ORI-732
{
    return orientationLock;
}

- (void)lockOrientation:(UIInterfaceOrientationMask)orientation
{
    orientationLock = orientation; // expect: ORI-707
}

- (void)lockOrientation:(UIInterfaceOrientationMask)orientation andRotateTo:(UIInterfaceOrientation)rotation
{
    [self lockOrientation:orientation]; // expect: ORI-707
    [[UIDevice currentDevice] setValue:@(rotation) forKey:@"orientation"]; // expect: ORI-709
}

@end
