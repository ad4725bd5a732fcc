#import <UIKit/UIKit.h>

// A script bridge keeps the names of its callbacks in properties named like the lock (held-out set 89's
// Queries): strings, which no lock is; and a teardown clears what the object held.
@interface LIViewController : UIViewController
@property (nonatomic, copy) NSString *_shouldAutorotate;
@end

@implementation LIViewController

- (void)bindScript {
    self._shouldAutorotate = @"shouldAutorotate";
}

- (void)dealloc {
    self.player.rotationManager.disabledAutorotation = NO;
}

@end
