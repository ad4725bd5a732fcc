#import <UIKit/UIKit.h>

// Declares the property and implements the getter: the method is the override.
@interface PortraitScreen : UIViewController
@property (nonatomic, readonly) UIInterfaceOrientationMask supportedInterfaceOrientations;
@end
