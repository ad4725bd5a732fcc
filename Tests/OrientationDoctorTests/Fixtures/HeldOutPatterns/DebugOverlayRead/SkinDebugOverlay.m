#import <UIKit/UIKit.h>

@implementation SkinDebugOverlay

- (void)updateDebugText {
    self.debugLabel.text = [NSString stringWithFormat:@"orientation %ld", (long)[UIDevice currentDevice].orientation];
}

- (void)layoutSkin {
    self.landscape = UIDeviceOrientationIsLandscape([UIDevice currentDevice].orientation); // expect: ORI-719
}

@end

@implementation SysinfoCommand

- (NSString *)message {
    NSString *orientation = UIDeviceOrientationIsLandscape([UIDevice currentDevice].orientation) ? NSLocalizedString(@"landscape", @"landscape orientation") : NSLocalizedString(@"portrait", @"portrait orientation");
    NSString *plain = UIDeviceOrientationIsPortrait([UIDevice currentDevice].orientation) ? @"portrait" : @"landscape";
    return [orientation stringByAppendingString:plain];
}

- (CGFloat)rowHeight {
    return UIDeviceOrientationIsLandscape([UIDevice currentDevice].orientation) ? 32.0 : 44.0; // expect: ORI-719
}

@end
