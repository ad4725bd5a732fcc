// Every Objective-C site, marked like SwiftSites.swift. Not compiled.
#import <objc/message.h>
#import "ObjCSites.h"

static BOOL gAllowLandscape = NO; // expect: ORI-706

@interface LegacyNavigationController : UINavigationController
@end

@implementation LegacyNavigationController
- (BOOL)shouldAutorotate { // expect: ORI-704
    return [self.topViewController shouldAutorotate];
}
- (UIInterfaceOrientationMask)supportedInterfaceOrientations { // expect: ORI-704
    return self.topViewController.supportedInterfaceOrientations;
}
@end

@implementation UITabBarController (Rotation)
- (UIInterfaceOrientationMask)supportedInterfaceOrientations { // expect: ORI-704
    return [self.selectedViewController supportedInterfaceOrientations];
}
@end

@implementation UIViewController (ForcePortrait)
- (BOOL)shouldAutorotate { return NO; } // expect: ORI-718
@end

@implementation LegacyPlayerViewController
- (UIInterfaceOrientationMask)supportedInterfaceOrientations { // expect: ORI-701
    return UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskLandscapeRight;
}
- (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation { // expect: ORI-703
    return UIInterfaceOrientationLandscapeRight;
}
- (void)rotate {
    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"]; // expect: ORI-709
    [[UIDevice currentDevice] setValue:@(UIDeviceOrientationLandscapeLeft) forKeyPath:@"orientation"]; // expect: ORI-709
    ((void (*)(id, SEL, NSInteger))objc_msgSend)([UIDevice currentDevice], @selector(setOrientation:), 3); // expect: ORI-709
    NSMethodSignature *signature = [UIDevice instanceMethodSignatureForSelector:NSSelectorFromString(@"setOrientation:")]; // expect: ORI-709
    [UIViewController attemptRotationToDeviceOrientation]; // expect: ORI-710 ORI-726
    gAllowLandscape = YES; // expect: ORI-707
    [((AppDelegate *)UIApplication.sharedApplication.delegate) setAllowRotation:YES]; // expect: ORI-707
    UIInterfaceOrientation bar = [UIApplication sharedApplication].statusBarOrientation; // expect: ORI-713 ORI-726
    [[UIApplication sharedApplication] setStatusBarOrientation:UIInterfaceOrientationLandscapeRight]; // expect: ORI-714
    UIInterfaceOrientation scene = self.view.window.windowScene.interfaceOrientation; // expect: ORI-715 ORI-726
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(changed:) name:UIDeviceOrientationDidChangeNotification object:nil]; // expect: ORI-716
    UIWindow *overlay = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds]; // expect: ORI-717
    if (@available(iOS 16.0, *)) {
        [self setNeedsUpdateOfSupportedInterfaceOrientations]; // expect: ORI-712
        [self.view.window.windowScene requestGeometryUpdateWithPreferences:preferences errorHandler:nil]; // expect: ORI-711 ORI-725
    }
}

- (void)statusBarChanged:(NSNotification *)note {
    NSInteger raw = [note.userInfo[UIApplicationStatusBarOrientationUserInfoKey] integerValue]; // expect: ORI-713 ORI-726
    UIInterfaceOrientation unused = [note.userInfo[UIApplicationStatusBarOldOrientationUserInfoKey] integerValue];
    [self layoutFor:raw];
    [[NSNotificationCenter defaultCenter] addObserverForName:UIApplicationWillChangeStatusBarOrientationNotification object:nil queue:nil usingBlock:^(NSNotification *n) { // expect: ORI-713 ORI-726
        [self layoutFor:[n.userInfo[UIApplicationStatusBarOrientationUserInfoKey] integerValue]];
    }];
}

- (void)observeAndAnimate:(NSNotification *)note {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(statusBarChanged:) name:UIApplicationDidChangeStatusBarOrientationNotification object:nil]; // expect: ORI-713 ORI-726
    [UIView animateWithDuration:0.3 animations:^{
        [self layoutFor:[note.userInfo[UIApplicationStatusBarOrientationUserInfoKey] integerValue]]; // expect: ORI-713 ORI-726
    }];
}
@end

@implementation AppDelegate
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    return YES;
}
- (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window { // expect: ORI-705
    return (self.allowRotation || gAllowLandscape) ? UIInterfaceOrientationMaskAllButUpsideDown : UIInterfaceOrientationMaskPortrait;
}
@end

@implementation LegacyPlayerViewController (Layout)
- (BOOL)isShownInPortrait {
    return UIInterfaceOrientationIsPortrait(self.interfaceOrientation); // expect: ORI-727
}
@end
