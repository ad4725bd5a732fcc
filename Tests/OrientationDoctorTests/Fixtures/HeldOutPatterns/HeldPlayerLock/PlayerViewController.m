#import "Player.h"

@interface PlayerViewController : UIViewController
@property (nonatomic, strong) Player *player;
@end

@implementation PlayerViewController

- (BOOL)shouldAutorotate // expect: ORI-702
{
    if (self.player.isLockScreen || self.player.isMuted) {
        return NO;
    }
    return YES;
}

@end
