#import <UIKit/UIKit.h>

// CPTest (held-out set 117): a shared manager's method without arguments that reads the status bar, called with
// dot syntax through the shared object as often as with a message.
@interface CastManager : NSObject
+ (instancetype)sharedManager;
- (NSString *)currentOrientationName;
- (CGFloat)height;
@end
