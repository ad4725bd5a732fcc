#import <UIKit/UIKit.h>
#import <objc/message.h>

// A plugin sets its host controller's list of allowed orientations through a setter selector it builds from a
// string, so that it links no header of the host: the builder and the sends through the variable elsewhere write
// the lock; a selector of one orientation, of the status bar's, or of anything else writes none.
@interface ScreenOrientationBridge : NSObject
@property (nonatomic, strong) UIViewController *host;
@end

@implementation ScreenOrientationBridge

- (void)unlockHost:(UIViewController *)host list:(NSArray *)list selector:(SEL)selector
{
    ((void (*)(UIViewController *, SEL, NSArray *))objc_msgSend)(host, selector, list); // expect: ORI-707
}

- (void)lock:(NSArray *)list
{
    SEL selector = NSSelectorFromString(@"setSupportedOrientations:"); // expect: ORI-707
    if ([self.host respondsToSelector:selector]) {
        ((void (*)(UIViewController *, SEL, NSArray *))objc_msgSend)(self.host, selector, list);
    }
    [self unlockHost:self.host list:list selector:selector];
}

- (void)tint:(UIColor *)color
{
    SEL tintSelector = NSSelectorFromString(@"setTintColor:");
    ((void (*)(UIViewController *, SEL, UIColor *))objc_msgSend)(self.host, tintSelector, color);
    SEL barSelector = NSSelectorFromString(@"setStatusBarOrientations:");
    ((void (*)(UIViewController *, SEL, id))objc_msgSend)(self.host, barSelector, nil);
}

@end
