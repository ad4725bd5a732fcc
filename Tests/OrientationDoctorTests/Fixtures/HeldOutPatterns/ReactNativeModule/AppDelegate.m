#import <UIKit/UIKit.h>
#import "Orientation.h"

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@end

@implementation AppDelegate

- (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window { // expect: ORI-705 ORI-732
    return [Orientation getOrientation];
}

@end
