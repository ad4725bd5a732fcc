#import <UIKit/UIKit.h>

// The app beside it uses the API: reported as ever.
@interface ExampleViewController : UIViewController
@end

@implementation ExampleViewController

- (void)layout
{
    if (UIInterfaceOrientationIsLandscape([UIApplication sharedApplication].statusBarOrientation)) { // expect: ORI-713
        self.view.alpha = 0.5;
    }
}

@end
