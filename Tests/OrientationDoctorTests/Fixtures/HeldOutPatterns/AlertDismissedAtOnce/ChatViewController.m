#import <UIKit/UIKit.h>

@interface ChatViewController : UIViewController
@end

@implementation ChatViewController

- (void)showHint:(NSString *)title
{
    // An alert shown for two seconds: no dummy presentation (Monal's pattern).
    UIAlertController *hint = [UIAlertController alertControllerWithTitle:@"Hint" message:title
                                                           preferredStyle:UIAlertControllerStyleAlert];
    [self presentViewController:hint animated:YES completion:^{
        dispatch_after(dispatch_time(DISPATCH_TIME_NOW, 2 * NSEC_PER_SEC), dispatch_get_main_queue(), ^{
            [hint dismissViewControllerAnimated:YES completion:nil];
        });
    }];
}

- (void)refreshSupportedOrientations
{
    UIViewController *placeholder = [[UIViewController alloc] init];
    [self presentViewController:placeholder animated:NO completion:^{ // expect: ORI-721
        [placeholder dismissViewControllerAnimated:NO completion:nil];
    }];
}

- (void)forceRotation:(UIViewController *)cover
{
    [self presentViewController:cover animated:NO completion:^{ // expect: ORI-721
        [cover dismissViewControllerAnimated:NO completion:nil];
    }];
}

@end
