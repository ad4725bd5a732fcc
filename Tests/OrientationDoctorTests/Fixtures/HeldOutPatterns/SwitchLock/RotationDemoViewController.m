#import <UIKit/UIKit.h>

@interface RotationDemoViewController : UIViewController
@end

@interface RotationDemoViewController ()
@property (nonatomic, weak) IBOutlet UISwitch *portraitSwitch; // expect: ORI-706
@property (nonatomic, weak) IBOutlet UISwitch *landscapeSwitch; // expect: ORI-706
@property (nonatomic, weak) IBOutlet UISwitch *soundSwitch;
@end

@implementation RotationDemoViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.portraitSwitch.on = YES; // expect: ORI-707
    [self.landscapeSwitch setOn:NO animated:NO]; // expect: ORI-707
    self.soundSwitch.on = YES;
}

// The mask is built from the switches the user toggles.
- (UIInterfaceOrientationMask)supportedInterfaceOrientations { // expect: ORI-701
    UIInterfaceOrientationMask mask = 0;
    if (self.portraitSwitch.on) {
        mask |= UIInterfaceOrientationMaskPortrait;
    }
    if ([self.landscapeSwitch isOn]) {
        mask |= UIInterfaceOrientationMaskLandscape;
    }
    return mask;
}

@end
