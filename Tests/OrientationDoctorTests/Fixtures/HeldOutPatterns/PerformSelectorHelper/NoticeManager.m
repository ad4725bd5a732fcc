#import <UIKit/UIKit.h>

// A message sent by name (`performSelector:@selector(canDisplay)`, Alfresco's notice manager, held-out set 164)
// reaches the method as a plain message does: it is a call of the helper that observes the status bar's
// orientation. A selector of no method of the project is no call, nor is a message sent on a background thread.
@interface Notice : NSObject
- (void)canDisplay;
@end

@implementation Notice

- (void)canDisplay
{
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(statusBarWillRotate:) name:UIApplicationWillChangeStatusBarOrientationNotification object:nil]; // expect: ORI-713
}

- (void)statusBarWillRotate:(NSNotification *)notification
{
}

@end

@interface NoticeManager : NSObject
@property (nonatomic, strong) Notice *displayingNotice;
@end

@implementation NoticeManager

- (void)showNext
{
    [self.displayingNotice performSelector:@selector(canDisplay)]; // expect: caller
    [self.displayingNotice performSelector:@selector(description)];
    [self.displayingNotice performSelectorInBackground:@selector(canDisplay) withObject:nil];
}

@end
