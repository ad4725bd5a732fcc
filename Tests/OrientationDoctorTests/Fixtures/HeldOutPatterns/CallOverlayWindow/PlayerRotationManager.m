#import "LandscapeWindow.h"

@interface PlayerRotationManager : NSObject
@property (nonatomic, strong) UIWindow *window;
@end

@implementation PlayerRotationManager

- (void)enterFullScreenVideo {
    self.window = [LandscapeWindow new]; // expect: ORI-717
    self.window.hidden = NO;
}

@end
