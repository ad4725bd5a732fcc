#import <UIKit/UIKit.h>
#import "ModalRotation.h"

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

@implementation AppDelegate

- (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window // expect: ORI-705 ORI-732
{
    UIViewController *presented = self.window.rootViewController.presentedViewController;
    if ([presented conformsToProtocol:@protocol(ModalRotation)] || [presented conformsToProtocol:@protocol(PreviewDelegate)])
    {
        return [presented supportedInterfaceOrientations];
    }
    return UIInterfaceOrientationMaskPortrait;
}

@end
