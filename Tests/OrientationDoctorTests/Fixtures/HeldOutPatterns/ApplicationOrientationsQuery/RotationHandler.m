#import <UIKit/UIKit.h>

// The same from Objective-C (YBImageBrowser, held-out set 100): the delegate's hook called by hand, and the
// application asked; a library's class answering for a window, and a selector named in a test, are not.
@interface RotationHandler : NSObject
@end

@implementation RotationHandler

- (UIInterfaceOrientationMask)appMask
{
    id<UIApplicationDelegate> delegate = [UIApplication sharedApplication].delegate;
    UIInterfaceOrientationMask mask = UIInterfaceOrientationMaskAllButUpsideDown;
    if ([delegate respondsToSelector:@selector(application:supportedInterfaceOrientationsForWindow:)]) {
        mask = [delegate application:[UIApplication sharedApplication] supportedInterfaceOrientationsForWindow:nil]; // expect: ORI-737
    }
    UIInterfaceOrientationMask asked = [[UIApplication sharedApplication] supportedInterfaceOrientationsForWindow:nil]; // expect: ORI-737
    UIInterfaceOrientationMask library = [LandscapeRotationManager supportedInterfaceOrientationsForWindow:nil];
    return mask & asked & library;
}

@end
