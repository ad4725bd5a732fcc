#import <UIKit/UIKit.h>

// A flag in the user defaults gates what a turn of the device does (Ovatemp, held-out set 87): the screens that
// set it lock and unlock the landscape chart.
@interface MainTabBarController : UITabBarController
@end

@implementation MainTabBarController

- (void)orientationChanged:(NSNotification *)notification
{
    UIDeviceOrientation orientation = [UIDevice currentDevice].orientation; // expect: ORI-719
    if (UIDeviceOrientationIsLandscape(orientation)) {
        if ([[NSUserDefaults standardUserDefaults] boolForKey:@"ShouldRotate"]) {
            [self presentViewController:[UIViewController new] animated:YES completion:nil];
        }
    }
    // A number read beside the device's orientation is a layout option, not a lock.
    NSInteger columns = [[NSUserDefaults standardUserDefaults] integerForKey:@"landscape_columns"];
    (void)columns;
}

@end
