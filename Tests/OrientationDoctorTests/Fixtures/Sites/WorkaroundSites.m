// What Objective-C apps write around the orientation APIs, marked like
// SwiftSites.swift, with decoys that must not be reported. Not compiled.
#import <objc/runtime.h>
#import <UIKit/UIKit.h>

@implementation VideoPlayerViewController
- (void)layoutForDevice {
    if (UIDeviceOrientationIsLandscape([UIDevice currentDevice].orientation)) { // expect: ORI-719
        self.header.hidden = YES;
    }
    UIDeviceOrientation orientation = [[UIDevice currentDevice] orientation]; // expect: ORI-719
    [[UIDevice currentDevice] beginGeneratingDeviceOrientationNotifications]; // expect: ORI-716
    UIDevice.currentDevice.endGeneratingDeviceOrientationNotifications; // expect: ORI-716
    if (orientation == UIDeviceOrientationLandscapeLeft) {
        self.playerView.transform = CGAffineTransformMakeRotation(M_PI_2); // expect: ORI-722
    }
}

- (void)requery {
    UIViewController *blank = [[UIViewController alloc] init];
    [self presentViewController:blank animated:NO completion:^{ // expect: ORI-721
        [blank dismissViewControllerAnimated:NO completion:nil];
    }];
}

- (void)enterFullScreen {
    UIWindow *playerWindow = [[UIWindow alloc] initWithWindowScene:self.view.window.windowScene]; // expect: ORI-717
    playerWindow.rootViewController = self;
    ((AppDelegate *)UIApplication.sharedApplication.delegate).orientationLock = UIInterfaceOrientationMaskLandscape; // expect: ORI-707
    [AppDelegate setOrientationLock:UIInterfaceOrientationMaskLandscape]; // expect: ORI-707
    id preferences = [[NSClassFromString(@"UIWindowSceneGeometryPreferencesIOS") alloc] init]; // expect: ORI-711
    [self.view.window.windowScene requestGeometryUpdateWithPreferences:preferences errorHandler:^(NSError *error) {}]; // expect: ORI-711 ORI-725
}
@end

@implementation UIViewController (Swizzle)
+ (void)load {
    Method original = class_getInstanceMethod(self, @selector(supportedInterfaceOrientations));
    Method swizzled = class_getInstanceMethod(self, @selector(xx_supportedInterfaceOrientations));
    method_exchangeImplementations(original, swizzled); // expect: ORI-720
}
@end

@implementation LegacySceneDelegate
- (UIInterfaceOrientationMask)scene:(UIScene *)scene supportedInterfaceOrientationsForWindowScene:(UIWindowScene *)windowScene { // expect: ORI-723
    return UIInterfaceOrientationMaskAll;
}
@end

@implementation HUDController
- (void)showHUD {
    UIWindow *hud = [[UIWindow alloc] initWithWindowScene:self.scene];
    hud.windowLevel = UIWindowLevelAlert;
    [hud makeKeyAndVisible];
}
- (void)spin {
    [UIView animateWithDuration:0.2 animations:^{ self.icon.transform = CGAffineTransformMakeRotation(M_PI_2); }];
}
- (void)resize {
    UIWindowSceneGeometryPreferencesMac *mac = [[UIWindowSceneGeometryPreferencesMac alloc] initWithSystemFrame:CGRectZero];
    [self.scene requestGeometryUpdateWithPreferences:mac errorHandler:nil];
}
- (void)swizzleTracking {
    method_exchangeImplementations(class_getInstanceMethod(self.class, @selector(viewDidAppear:)), class_getInstanceMethod(self.class, @selector(xx_viewDidAppear:)));
}
@end

// A site in a macro's body is reported on the #define and on every use; a macro about something else is not.
#define IS_LANDSCAPE UIInterfaceOrientationIsLandscape(UIApplication.sharedApplication.statusBarOrientation) // expect: ORI-713@88 ORI-726
#define IS_IPAD (UIDevice.currentDevice.userInterfaceIdiom == UIUserInterfaceIdiomPad)
// A macro built on IS_LANDSCAPE uses it on its #define; its own uses, two macros away, are not followed.
#define BAR_HEIGHT (IS_IPAD ? 50 : (IS_LANDSCAPE ? 32 : 44)) // expect: ORI-713 ORI-726
#define SIDE_INSET (IS_IPAD ? 20 : 0)
@implementation SidebarController
- (CGFloat)sidebarWidth {
    return IS_LANDSCAPE && IS_IPAD ? 320 : 0; // expect: ORI-713 ORI-726
}
- (CGFloat)barHeight {
    return BAR_HEIGHT + SIDE_INSET;
}
- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation { // expect: ORI-702
    return UIInterfaceOrientationIsLandscape(orientation);
}
- (void)observeBar {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(barChanged:) name:UIApplicationDidChangeStatusBarOrientationNotification object:nil]; // expect: ORI-713 ORI-726
}
@end

@implementation LockedRotationFollower
- (void)follow:(CMMotionManager *)manager {
    [manager startAccelerometerUpdatesToQueue:[NSOperationQueue mainQueue] withHandler:^(CMAccelerometerData *data, NSError *error) { // expect: ORI-728
        self.deviceOrientation = fabs(data.acceleration.x) > 0.6 ? UIDeviceOrientationLandscapeLeft : UIDeviceOrientationPortrait;
    }];
}
@end

// The same for Objective-C: a capture connection turned from the device's orientation, and its helper's call.
@implementation CaptureManager
- (void)startRecording {
    [self.movieConnection setVideoOrientation:[self currentVideoOrientation]]; // expect: caller
}
- (AVCaptureVideoOrientation)currentVideoOrientation {
    return (AVCaptureVideoOrientation)[[UIDevice currentDevice] orientation]; // expect: ORI-736
}
@end

// A drawer that turns off the old rotation callbacks' forwarding (UIKit has not asked since iOS 8).
@interface DrawerContainer : UIViewController
@end

@implementation DrawerContainer

- (BOOL)shouldAutomaticallyForwardRotationMethods { // expect: ORI-738
    return NO;
}

@end

// An OpenGL game drawn landscape into a portrait-shaped view.
@implementation LandscapeRenderer

- (void)setupProjection {
#if LANDSCAPE_MODE
    glRotatef(90.0f, 0.0f, 0.0f, 1.0f); // expect: ORI-739
#endif
}

@end
