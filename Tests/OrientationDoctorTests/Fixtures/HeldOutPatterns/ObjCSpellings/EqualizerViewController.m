#import <UIKit/UIKit.h>

@interface EqualizerViewController : UIViewController
@end

@implementation EqualizerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    if (UIInterfaceOrientationIsLandscape(UIApplication.orientation)) { // expect: ORI-715
        self.view.hidden = YES;
    }
}

// Forced through libextobjc's checked key path.
- (void)rotateToPortrait {
    [UIDevice.currentDevice setValue:@(UIInterfaceOrientationPortrait) forKey:@keypath(UIDevice.new, orientation)]; // expect: ORI-709
}

@end
