#import <UIKit/UIKit.h>
#import "App-Swift.h"

@implementation UIStackView (Orientation)

- (void)xyz_toggleOrientation
{
    if (@available(iOS 16.0, visionOS 1.0, *)) {
        [self.window.windowScene requestGeometryUpdateWithPreferences:self.preferences errorHandler:^(NSError *error) { // expect: ORI-711
            NSLog(@"%@", error);
        }];
#if TARGET_OS_VISION
    }
#else
    } else {
        XYZPlayerViewController *videoVC = [XYZPlayerViewController current];
        [videoVC loadViewIfNeeded];
        videoVC.supportedInterfaceOrientations = UIInterfaceOrientationMaskLandscapeRight; // expect: ORI-707
    }
#endif
}

@end
