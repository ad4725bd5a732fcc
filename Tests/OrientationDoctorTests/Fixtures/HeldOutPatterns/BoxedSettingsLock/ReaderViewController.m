#import "ReaderViewController.h"

@implementation ReaderViewController

- (BOOL)shouldAutorotate { // expect: ORI-702
    return (self.userDefaults.orientationLocked == NO) || (self.interfaceOrientation != self.userDefaults.fixedOrientation); // expect: ORI-727
}

- (IBAction)toggleLock:(id)sender {
    GVUserDefaults *defaults = [GVUserDefaults standardUserDefaults];
    if (defaults.orientationLocked) {
        defaults.orientationLocked = @NO; // expect: ORI-707
    } else {
        defaults.orientationLocked = @YES; // expect: ORI-707
        defaults.fixedOrientation = self.interfaceOrientation; // expect: ORI-707, ORI-727
    }
    defaults.nightMode = @YES;
}

@end
