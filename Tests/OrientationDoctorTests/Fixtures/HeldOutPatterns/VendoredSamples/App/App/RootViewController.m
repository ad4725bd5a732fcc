#import <UIKit/UIKit.h>

@interface RootViewController : UIViewController
@end

@implementation RootViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations { // expect: ORI-701
    return UIInterfaceOrientationMaskPortrait;
}

@end
