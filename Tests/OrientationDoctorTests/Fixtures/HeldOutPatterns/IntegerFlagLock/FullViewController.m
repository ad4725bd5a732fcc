#import "AppDelegate.h"

@interface FullViewController : UIViewController
@end

@implementation FullViewController

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    AppDelegate *delegate = (AppDelegate *)[UIApplication sharedApplication].delegate;
    delegate.allowRotate = 1; // expect: ORI-707
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    AppDelegate *delegate = (AppDelegate *)[UIApplication sharedApplication].delegate;
    delegate.allowRotate = 0; // expect: ORI-707
    delegate.launchCount = 0;
}

@end
