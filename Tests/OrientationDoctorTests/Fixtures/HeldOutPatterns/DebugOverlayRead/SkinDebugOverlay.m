#import <UIKit/UIKit.h>

@implementation SkinDebugOverlay

- (void)updateDebugText {
    self.debugLabel.text = [NSString stringWithFormat:@"orientation %ld", (long)[UIDevice currentDevice].orientation];
}

- (void)layoutSkin {
    self.landscape = UIDeviceOrientationIsLandscape([UIDevice currentDevice].orientation); // expect: ORI-719
}

@end
