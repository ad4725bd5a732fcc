#import <UIKit/UIKit.h>

@interface CameraViewController : UIViewController
@end

@implementation CameraViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    if (UIInterfaceOrientationIsLandscape(self.interfaceOrientation)) { // expect: ORI-727
        self.title = @"Wide";
    }
}

@end
