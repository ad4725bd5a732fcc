#import <UIKit/UIKit.h>
#import <ZFPlayer/ZFPlayer.h>

// ZFPlayer's `forceDeviceOrientation`, which the player's `shouldAutorotate` answers with, and its
// `lockedScreen` (CPTest, held-out set 117): the screen that sets them sets its rotation lock.
@interface LiveViewController : UIViewController
@property (nonatomic, strong) ZFPlayerController *player;
@end

@implementation LiveViewController

- (void)viewDidAppear:(BOOL)animated
{
    [super viewDidAppear:animated];
    self.player.forceDeviceOrientation = YES; // expect: ORI-707
}

- (void)viewWillDisappear:(BOOL)animated
{
    [super viewWillDisappear:animated];
    [self openLandscapeLock:NO]; // expect: ORI-707
    _player.forceDeviceOrientation = NO; // expect: ORI-707
}

// The player's screen lock, set by a message to the orientation observer it holds.
- (void)openLandscapeLock:(BOOL)isOpen
{
    [self.player.orientationObserver setLockedScreen:!isOpen]; // expect: ORI-707
}

- (BOOL)shouldAutorotate // expect: ORI-702
{
    return self.player.shouldAutorotate;
}

@end
