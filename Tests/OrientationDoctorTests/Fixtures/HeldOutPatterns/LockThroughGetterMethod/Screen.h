#import <UIKit/UIKit.h>

// A screen's view holds the mask its controller's override returns (react-native-screens, held-out set 133):
// the controller reaches the view through a getter declared as a method, not a property.
@interface ScreenView : UIView
@property (nonatomic) UIInterfaceOrientationMask screenOrientation; // expect: ORI-706
@property (nonatomic) BOOL hidesStatusBar;
@end

@interface Screen : UIViewController
- (ScreenView *)screenView;
- (BOOL)isModal;
@end
