#import "CastManager.h"

@implementation CastManager

+ (instancetype)sharedManager {
    static CastManager *manager;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ manager = [[CastManager alloc] init]; });
    return manager;
}

- (NSString *)currentOrientationName {
    UIInterfaceOrientation orientation = [UIApplication sharedApplication].statusBarOrientation; // expect: ORI-713
    return UIInterfaceOrientationIsPortrait(orientation) ? @"portrait" : @"landscape";
}

- (CGFloat)height {
    return UIDeviceOrientationIsLandscape([UIDevice currentDevice].orientation) ? 44 : 64; // expect: ORI-719
}

@end
