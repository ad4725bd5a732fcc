#import <SJVideoPlayer/SJVideoPlayer.h>

// A player subclass's initializer sets the rotation manager's lock: another object's, so a write.
@implementation ListPlayer

- (instancetype)init {
    self = [super init];
    if (self) {
        self.rotationManager.disabledAutorotation = YES; // expect: ORI-707
        self.shouldAutorotate = NO;
    }
    return self;
}

@end
