#import <UIKit/UIKit.h>
#import "SavedSettings.h"

@interface SettingsViewController : UIViewController
@property (nonatomic, strong) UISwitch *rotationSwitch;
@property (nonatomic, strong) UISwitch *darkModeSwitch;
@end

@implementation SettingsViewController

- (void)switchChanged:(UISwitch *)sender {
    if (sender == self.rotationSwitch) {
        settingsS.isRotationLockEnabled = self.rotationSwitch.on; // expect: ORI-707
    } else {
        themeS.isDarkModeEnabled = self.darkModeSwitch.on;
        settingsS.isAutoplayEnabled = NO;
    }
}

@end
