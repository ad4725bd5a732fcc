#import <UIKit/UIKit.h>

@interface LandscapeManager : NSObject
+ (void)toLandscapeVC:(UIViewController *)controller;
@end

@implementation LandscapeManager

+ (BOOL)isPortraitOrientation {
    return UIInterfaceOrientationIsPortrait([UIApplication sharedApplication].statusBarOrientation); // expect: ORI-713
}

// Reads through the helper: listed with the read, as its caller.
+ (void)toLandscapeVC:(UIViewController *)controller {
    if (![self isPortraitOrientation]) { // expect: caller
        [controller.navigationController pushViewController:[UIViewController new] animated:YES];
    }
}

@end

@interface SongsViewController : UIViewController
@end

@implementation SongsViewController

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [LandscapeManager toLandscapeVC:self]; // expect: caller
}

// Three calls from the read: too far.
- (void)refresh {
    [self viewWillAppear:NO];
}

- (void)reload {
    [self showLandscapeIfNeeded];
}

- (void)showLandscapeIfNeeded {
    [LandscapeManager toLandscapeVC:self]; // expect: caller
}

@end
