#import <UIKit/UIKit.h>

@implementation PortraitNavigationController

// The device's orientation read through KVC, then forced back to portrait through KVC.
- (void)viewWillAppear:(BOOL)animated {
    UIDeviceOrientation orientation =
        [[[UIDevice currentDevice] valueForKey:@"orientation"] integerValue]; // expect: ORI-719
    if (orientation != UIDeviceOrientationPortrait) {
        [[UIDevice currentDevice] setValue:@(UIDeviceOrientationPortrait) forKey:@"orientation"]; // expect: ORI-709
    }
    [super viewWillAppear:animated];
}

// Another object's `orientation` key, read through KVC: not the device's.
- (NSInteger)savedOrientation {
    return [[self.settings valueForKey:@"orientation"] integerValue];
}

@end
