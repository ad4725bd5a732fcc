#import <UIKit/UIKit.h>
@interface PodsDummy_RotatingPlayer : NSObject
@end
@implementation PodsDummy_RotatingPlayer
- (BOOL)shouldAutorotate { return NO; }
@end
