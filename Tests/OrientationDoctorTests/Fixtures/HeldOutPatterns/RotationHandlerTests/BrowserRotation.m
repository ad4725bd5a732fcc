#import <UIKit/UIKit.h>

// GKPhotoBrowser and YBImageBrowser (held-out sets 99 and 100): a browser that stays portrait follows the
// device by turning its content. The device's orientation is read once; the tests of the local, of a stored
// orientation and of a parameter that follow are no further reads. The turn is pi times a number of half
// turns the method sets, a quarter turn, and the half turn back in the same method fakes the rotation too.
@interface BrowserRotation : NSObject
@property (nonatomic, assign) UIDeviceOrientation originalOrientation;
@property (nonatomic, strong) UIView *contentView;
@property (nonatomic, strong) UIView *badge;
@end

@implementation BrowserRotation

- (void)deviceOrientationDidChange {
    UIDeviceOrientation currentOrientation = [UIDevice currentDevice].orientation; // expect: ORI-719
    if (UIDeviceOrientationIsPortrait(self.originalOrientation) && UIDeviceOrientationIsLandscape(currentOrientation)) {
        self.originalOrientation = currentOrientation;
    }
    if (UIDeviceOrientationIsLandscape(currentOrientation)) {
        float rotation = currentOrientation == UIDeviceOrientationLandscapeRight ? 1.5 : 0.5;
        self.contentView.transform = CGAffineTransformMakeRotation(M_PI * rotation); // expect: ORI-722
    } else {
        self.contentView.transform = currentOrientation == UIDeviceOrientationPortrait ? CGAffineTransformIdentity : CGAffineTransformMakeRotation(M_PI); // expect: ORI-722
    }
}

- (CGSize)containerSizeWithOrientation:(UIDeviceOrientation)orientation {
    return UIDeviceOrientationIsLandscape(orientation) ? CGSizeMake(2, 1) : CGSizeMake(1, 2);
}

- (BOOL)deviceIsLandscape {
    return UIDeviceOrientationIsLandscape([[UIDevice currentDevice] orientation]); // expect: ORI-719
}

- (void)pulseBadge {
    float turns = 2.0;
    self.badge.transform = CGAffineTransformMakeRotation(M_PI * turns);
}

@end
