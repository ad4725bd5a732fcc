#import "RotationManager.h"

@implementation OrientationObserver

- (void)setLockedScreen:(BOOL)lockedScreen
{
    _lockedScreen = lockedScreen;
    self.manager.lockedScreen = lockedScreen; // expect: ORI-707
}

@end
