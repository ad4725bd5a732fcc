#import <UIKit/UIKit.h>

// One override with two headers, one per SDK (set 57's FullScreenDemo): both spellings are the
// app's orientation code, and a migration removes the two; the helper below them is an ordinary method.
@interface PortraitViewController : UIViewController
@end

@implementation PortraitViewController

#if __IPHONE_OS_VERSION_MAX_ALLOWED < __IPHONE_9_0
- (NSUInteger)supportedInterfaceOrientations // expect: ORI-701
#else
- (UIInterfaceOrientationMask)supportedInterfaceOrientations // expect: ORI-701
#endif
{
    return UIInterfaceOrientationMaskPortrait;
}

- (BOOL)shouldAutorotate { // expect: ORI-702
    return NO;
}

- (void)reloadTitle {
    self.title = @"Portrait";
}

@end
