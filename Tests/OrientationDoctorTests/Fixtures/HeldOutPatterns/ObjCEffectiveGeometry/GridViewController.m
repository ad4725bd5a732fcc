#import <UIKit/UIKit.h>

@interface GridViewController : UIViewController
@property (nonatomic) UIInterfaceOrientation savedOrientation;
@end

@implementation GridViewController

/// The scene's orientation, in both spellings: a message send and a property chain.
- (UIInterfaceOrientation)currentInterfaceOrientation {
    if (self.view.window) {
        return [[[[self.view window] windowScene] effectiveGeometry] interfaceOrientation]; // expect: ORI-715
    }
    UIWindow *window = UIApplication.sharedApplication.windows.firstObject;
    return window.windowScene.effectiveGeometry.interfaceOrientation; // expect: ORI-715
}

/// The app's own property of that name: no scene.
- (BOOL)wasLandscape {
    return UIInterfaceOrientationIsLandscape(self.savedOrientation);
}
@end
