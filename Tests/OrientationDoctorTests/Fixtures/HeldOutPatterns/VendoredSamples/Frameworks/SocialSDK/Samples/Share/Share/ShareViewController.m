#import <UIKit/UIKit.h>

// The sample's screen: portrait only, laid out from the status bar. Not the app's.
@interface ShareViewController : UIViewController
@end

@implementation ShareViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskPortrait;
}

- (void)viewDidLayoutSubviews {
    BOOL landscape = UIInterfaceOrientationIsLandscape([UIApplication sharedApplication].statusBarOrientation);
    self.view.alpha = landscape ? 0.5 : 1;
}

@end
