#import <UIKit/UIKit.h>

@interface NavigationDelegate : NSObject <UINavigationControllerDelegate>
@end

@implementation NavigationDelegate

- (UIInterfaceOrientationMask)navigationControllerSupportedInterfaceOrientations:(UINavigationController *)navigationController // expect: ORI-704
{
    return navigationController.topViewController.supportedInterfaceOrientations;
}

- (UIInterfaceOrientation)navigationControllerPreferredInterfaceOrientationForPresentation:(UINavigationController *)navigationController // expect: ORI-703
{
    return UIInterfaceOrientationPortrait;
}

@end

@interface SplitDelegate : NSObject <UISplitViewControllerDelegate>
@end

@implementation SplitDelegate

- (UIInterfaceOrientationMask)splitViewControllerSupportedInterfaceOrientations:(UISplitViewController *)splitViewController // expect: ORI-701
{
    return UIInterfaceOrientationMaskAllButUpsideDown;
}

@end
