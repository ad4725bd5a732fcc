#import <UIKit/UIKit.h>

// The iOS 16 rotation sent through selectors built from strings, so that an older SDK compiles it
// (WMPlayer's demo): one site per call, the geometry request at its selector, not at the class
// that makes its preferences.
@interface RotateViewController : UIViewController
@end

@implementation RotateViewController

- (void)changeInterfaceOrientation:(UIInterfaceOrientationMask)mask
{
    UINavigationController *nav = self.navigationController;
    SEL update = NSSelectorFromString(@"setNeedsUpdateOfSupportedInterfaceOrientations"); // expect: ORI-712
    if ([nav respondsToSelector:update]) {
        (((void (*)(id, SEL))[nav methodForSelector:update])(nav, update));
    }
    UIWindowScene *scene = (UIWindowScene *)[[[UIApplication sharedApplication] connectedScenes] anyObject];
    Class preferencesClass = NSClassFromString(@"UIWindowSceneGeometryPreferencesIOS");
    id preferences = [[preferencesClass alloc] init];
    [preferences setValue:@(mask) forKey:@"interfaceOrientations"];
    SEL request = NSSelectorFromString(@"requestGeometryUpdateWithPreferences:errorHandler:"); // expect: ORI-711
    if ([scene respondsToSelector:request]) {
        (((void (*)(id, SEL, id, id))[scene methodForSelector:request])(scene, request, preferences, nil));
    }
}

- (void)buildPreferencesOnly
{
    // Without a selector-built request, the class lookup is the site.
    Class preferencesClass = NSClassFromString(@"UIWindowSceneGeometryPreferencesIOS"); // expect: ORI-711
    (void)preferencesClass;
}

- (SEL)unrelatedSelector
{
    return NSSelectorFromString(@"reloadData");
}

// A helper that returns the transform for the status bar's orientation: each quarter turn is a site.
+ (CGAffineTransform)transformForStatusBar
{
    UIInterfaceOrientation orientation = [UIApplication sharedApplication].statusBarOrientation; // expect: ORI-713
    if (orientation == UIInterfaceOrientationLandscapeLeft) {
        return CGAffineTransformMakeRotation(-M_PI_2); // expect: ORI-722
    } else if (orientation == UIInterfaceOrientationLandscapeRight) {
        return CGAffineTransformMakeRotation(M_PI_2); // expect: ORI-722
    }
    return CGAffineTransformIdentity;
}

@end
