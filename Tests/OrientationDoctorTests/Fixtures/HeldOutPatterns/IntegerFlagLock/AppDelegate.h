#import <UIKit/UIKit.h>

// A 0/1 integer flag the hook tests (`_allowRotate == 1`, set 58's SLY app): the lock, like a BOOL.
@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@property (nonatomic, assign) NSInteger allowRotate; // expect: ORI-706
@property (nonatomic, assign) NSInteger launchCount;
@end
