#import <UIKit/UIKit.h>

@interface BlankViewController : UIViewController
@end

@implementation BlankViewController
@end

@implementation UIViewController (Refresh)

- (void)xyz_forceOrientationRefresh
{
    /* present and dismiss a blank screen so that UIKit asks for the orientations again */
    BlankViewController *blank = [BlankViewController new];
    blank.modalPresentationStyle = UIModalPresentationFullScreen;
    [self.navigationController presentViewController:blank animated:NO completion:^{ // expect: ORI-721
        [blank dismissViewControllerAnimated:NO completion:nil];
    }];
}

- (void)showSettings:(UIViewController *)settings
{
    // A real presentation whose completion does something else.
    [self presentViewController:settings animated:YES completion:^{
        [settings.view setNeedsLayout];
    }];
}

@end
