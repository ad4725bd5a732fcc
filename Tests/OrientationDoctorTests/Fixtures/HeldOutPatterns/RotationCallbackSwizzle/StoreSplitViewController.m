#import <UIKit/UIKit.h>
#import <objc/runtime.h>

@implementation UIViewController (StoreSplitLayout)

- (void)storeWillAnimateRotationToInterfaceOrientation:(UIInterfaceOrientation)orientation
                                              duration:(NSTimeInterval)duration {
    self.view.frame = self.view.superview.bounds;
}

@end

static void exchangeRotationLayout(void) {
    Method oldMethod = class_getInstanceMethod(NSClassFromString(@"UISplitViewController"),
                                               @selector(willAnimateRotationToInterfaceOrientation:duration:));
    Method newMethod = class_getInstanceMethod(NSClassFromString(@"UIViewController"),
                                               @selector(storeWillAnimateRotationToInterfaceOrientation:duration:));
    method_exchangeImplementations(oldMethod, newMethod); // expect: ORI-720
}

// An exchange of methods about something else is none.
static void exchangeTracking(void) {
    Method oldMethod = class_getInstanceMethod([UIViewController class], @selector(viewDidAppear:));
    Method newMethod = class_getInstanceMethod([UIViewController class], @selector(tracked_viewDidAppear:));
    method_exchangeImplementations(oldMethod, newMethod);
}
