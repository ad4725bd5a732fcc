#import <UIKit/UIKit.h>

@interface TodayViewController : UIViewController
@end

@implementation TodayViewController

- (void)viewWillAppear:(BOOL)animated
{
    [super viewWillAppear:animated];
    [[NSUserDefaults standardUserDefaults] setBool:YES forKey:@"ShouldRotate"]; // expect: ORI-707
    [[NSUserDefaults standardUserDefaults] setInteger:3 forKey:@"landscape_columns"];
}

- (void)viewWillDisappear:(BOOL)animated
{
    [super viewWillDisappear:animated];
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    [defaults setBool:NO forKey:@"ShouldRotate"]; // expect: ORI-707
    [defaults removeObjectForKey:@"ShouldRotate"]; // expect: ORI-707
    [defaults setBool:NO forKey:@"ShowHints"];
}

@end
