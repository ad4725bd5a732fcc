#import <UIKit/UIKit.h>
#import <ZFPlayer/ZFPlayer.h>

// ZFPlayer's `forceDeviceOrientation`, which the player's `shouldAutorotate` answers with (CPTest, held-out
// set 117): the screen that sets it sets its rotation lock.
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
    _player.forceDeviceOrientation = NO; // expect: ORI-707
}

- (BOOL)shouldAutorotate // expect: ORI-702
{
    return self.player.shouldAutorotate;
}

@end
