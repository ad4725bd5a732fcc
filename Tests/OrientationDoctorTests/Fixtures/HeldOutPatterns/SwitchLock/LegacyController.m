#import <UIKit/UIKit.h>

@interface LegacyController : UIViewController
@end

@implementation LegacyController

// Before iOS 5: a throwaway controller presented and dismissed to make UIKit ask again.
- (void)refreshOrientations {
    UIViewController *dummy = [[UIViewController alloc] init];
    [self presentModalViewController:dummy animated:NO]; // expect: ORI-721
    [self dismissModalViewControllerAnimated:NO];
}

// Its own answer, asking UIKit's through super.
- (UIInterfaceOrientation)interfaceOrientation {
    UIInterfaceOrientation current = [super interfaceOrientation]; // expect: ORI-727
    return current;
}

@end
