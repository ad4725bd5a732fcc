#import <UIKit/UIKit.h>

// A test screen that answers UIKit from its own instance variables.
@interface BaseTest : UIViewController
@property (nonatomic, readonly) BOOL shouldAutorotate; // expect: ORI-702
@property (nonatomic, readonly) UIInterfaceOrientationMask supportedInterfaceOrientations; // expect: ORI-701
@end
