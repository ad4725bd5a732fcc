#import <UIKit/UIKit.h>

@class PlayerView;

@protocol PlayerViewDelegate <NSObject>
- (void)playerViewClosed:(PlayerView *)player;
- (void)playerView:(PlayerView *)player fullscreen:(BOOL)isFull;
@end

@class ViewController;

@interface PlayerView : UIView
@property (nonatomic, weak) id<PlayerViewDelegate> delegate;
@property (nonatomic, weak) ViewController *hostDelegate;
@end

// The player's buttons tell its delegate; what the delegate does about orientation is reported where
// it is written, not at the messages (ijkPlayer, held-out set 115; ZFPlayer, set 32).
@implementation PlayerView
{
    __weak id<PlayerViewDelegate> _delegate;
}

- (void)onClickDone:(id)sender
{
    [self.delegate playerViewClosed:self];
}

- (void)onClickFullscreen:(BOOL)isFull
{
    [_delegate playerView:self fullscreen:isFull];
}

- (void)turnToLandscape
{
    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"]; // expect: ORI-709
}

// A "delegate" the file declares with its class: the message reaches that class's method.
- (void)onLongPress
{
    [self.hostDelegate playerViewClosed:self]; // expect: ORI-734
}

- (void)onSwipe
{
    [self turnToLandscape]; // expect: ORI-734
}

@end
