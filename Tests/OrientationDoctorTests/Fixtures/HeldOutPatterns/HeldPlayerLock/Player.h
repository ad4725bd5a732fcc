#import <UIKit/UIKit.h>

// A player whose lock button holds the screen's rotation (WMPlayer): the screen that holds the
// player returns on the player's flag.
@interface Player : UIView
@property (nonatomic, assign, readonly) BOOL isLockScreen; // expect: ORI-706
@property (nonatomic, assign) BOOL isMuted;
@end
