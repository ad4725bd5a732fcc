#import <UIKit/UIKit.h>

// A side menu KartaView copied in (held-out set 178): a macro named in Apple's constant style reads the status bar,
// a macro continued over several lines uses it on its fourth line, and the code tests it alone.
#define kMenuStatusBarOrientationIsPortrait UIInterfaceOrientationIsPortrait(UIApplication.sharedApplication.statusBarOrientation) // expect: ORI-713
#define IS_PORTRAIT UIInterfaceOrientationIsPortrait(UIApplication.sharedApplication.statusBarOrientation) // expect: ORI-713
#define kMenuDeviceIsPhone (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone)

#define kMenuIsLeftViewAlwaysVisible \
((_options & 1) || \
((kMenuDeviceIsPhone && \
((kMenuStatusBarOrientationIsPortrait && (_options & 2)) || /* expect: ORI-713 */ \
(IS_PORTRAIT && (_options & 4))))))

@interface SideMenu : UIViewController {
    NSUInteger _options;
}
@property (nonatomic) CGFloat width;
@end

@implementation SideMenu

- (void)layout {
    if (kMenuStatusBarOrientationIsPortrait) // expect: ORI-713
        self.width = 280;
    if (IS_PORTRAIT) // expect: ORI-713
        self.width = 320;
    // A constant of the same style that reads nothing.
    if (kMenuDeviceIsPhone)
        self.width = 240;
}

// The layout's callers are not sites: the macro already wraps the API, so they are two steps from it.
- (void)menuDidOpen {
    [self layout];
}

@end
