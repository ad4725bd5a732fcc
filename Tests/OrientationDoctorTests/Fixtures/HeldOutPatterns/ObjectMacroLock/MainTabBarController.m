#import <UIKit/UIKit.h>
#import "SavedSettings.h"

@interface MainTabBarController : UITabBarController
@end

@implementation MainTabBarController

- (BOOL)shouldAutorotate { // expect: ORI-702
    if (settingsS.isRotationLockEnabled) {
        return NO;
    }
    return YES;
}

@end
