#import "Player.h"

@implementation Player

- (void)lockAction:(UIButton *)sender
{
    sender.selected = !sender.selected;
    self.isLockScreen = sender.selected; // expect: ORI-707
    self.isMuted = sender.selected;
}

- (void)setIsLockScreen:(BOOL)isLockScreen
{
    _isLockScreen = isLockScreen; // expect: ORI-707
}

@end
