#import <UIKit/UIKit.h>

// A player's landscape window that takes every touch (set 32's ZFPlayer): `pointInside:` answering
// YES is no pass-through.
@interface LandscapeWindow : UIWindow
@end
