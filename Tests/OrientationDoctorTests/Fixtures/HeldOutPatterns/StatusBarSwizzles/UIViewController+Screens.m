#import <UIKit/UIKit.h>
#import <objc/runtime.h>

// One +load swizzles the status bar's methods beside the supported orientations (react-native-screens,
// held-out set 133): only the exchange that names an orientation selector swizzles orientation.
@implementation UIViewController (Screens)

- (UIInterfaceOrientationMask)screensSupportedInterfaceOrientations { // expect: ORI-720
    return UIInterfaceOrientationMaskAll;
}

- (UIViewController *)screensChildViewControllerForStatusBarStyle {
    return nil;
}

+ (void)load {
    Class vc = [UIViewController class];
    method_exchangeImplementations(
        class_getInstanceMethod(vc, @selector(childViewControllerForStatusBarStyle)),
        class_getInstanceMethod(vc, @selector(screensChildViewControllerForStatusBarStyle)));
    method_exchangeImplementations( // expect: ORI-720
        class_getInstanceMethod(vc, @selector(supportedInterfaceOrientations)),
        class_getInstanceMethod(vc, @selector(screensSupportedInterfaceOrientations)));
}

@end
