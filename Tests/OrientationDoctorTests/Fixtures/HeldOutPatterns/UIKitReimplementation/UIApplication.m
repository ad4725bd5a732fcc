#import <Cocoa/Cocoa.h>

// A re-implementation of UIKit for the Mac (Chameleon, in iCarousel's examples, held-out set 141) declares the
// orientation API itself: its code is no app's use of it.
NSString *const UIApplicationWillChangeStatusBarOrientationNotification = @"UIApplicationWillChangeStatusBarOrientationNotification";

@implementation UIApplication

- (UIInterfaceOrientation)statusBarOrientation
{
    return UIInterfaceOrientationPortrait;
}

@end
