#import <UIKit/UIKit.h>

@interface OverlayWindow : UIWindow
@end
