#import <UIKit/UIKit.h>

// A drawer container turns off the old rotation callbacks' forwarding to its children (MMDrawerController,
// held-out sets 102 and 137): UIKit has not asked since iOS 8. The appearance methods' forwarding is no
// orientation.
@interface DrawerController : UIViewController
@end

@implementation DrawerController

- (BOOL)shouldAutomaticallyForwardAppearanceMethods {
    return NO;
}

- (BOOL)shouldAutomaticallyForwardRotationMethods { // expect: ORI-738
    return NO;
}

- (BOOL)automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers { // expect: ORI-738
    return NO;
}

@end
