#import <UIKit/UIKit.h>
#import <SJVideoPlayer/SJVideoPlayer.h>

// A player library kept out of the scan (a committed pod) owns the rotation lock; the app's cells and
// screens set it by name (held-out sets 32 and 34: ZFPlayer, SJVideoPlayer).
@implementation FeedCell

- (void)configurePlayer {
    self.player.rotationManager.disabledAutorotation = YES; // expect: ORI-707
    _player.allowOrentitaionRotation = NO; // expect: ORI-707
    self.player.orientationObserver.supportInterfaceOrientation = SJOrientationMaskLandscape; // expect: ORI-707
    self.player.allowRotation = NO;
    self.cropView.allowRotationGesture = NO;
    self.videoConfiguration.autorotate = NO;
    self.captureSession.shouldAutorotate = NO;
}

@end
