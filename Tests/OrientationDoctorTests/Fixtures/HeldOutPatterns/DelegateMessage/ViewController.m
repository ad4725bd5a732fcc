#import <UIKit/UIKit.h>
#import "PlayerView.h"

@interface ViewController : UIViewController <PlayerViewDelegate>
@end

@implementation ViewController

- (void)playerViewClosed:(PlayerView *)player
{
    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationPortrait) forKey:@"orientation"]; // expect: ORI-709
}

- (void)playerView:(PlayerView *)player fullscreen:(BOOL)isFull
{
    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"]; // expect: ORI-709
}

@end
