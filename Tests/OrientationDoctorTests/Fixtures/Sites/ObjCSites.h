// Declarations for ObjCSites.m. Not compiled.
#import <UIKit/UIKit.h>

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@property (nonatomic, assign) BOOL allowRotation; // expect: ORI-706
- (void)setNeedsUpdateOfSupportedInterfaceOrientations;
@end

@interface LegacyPlayerViewController : UIViewController
- (BOOL)shouldAutorotate;
@end
