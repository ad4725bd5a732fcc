#import "Settings.h"

frontend_settings_t frontend_settings;

@interface CoreView : UIViewController
@end

@implementation CoreView

- (UIInterfaceOrientationMask)supportedInterfaceOrientations // expect: ORI-701
{
    return (UIInterfaceOrientationMask)frontend_settings.orientation_flags;
}

- (BOOL)isLandscapeOnly
{
    // A local copy of the field is no write of the lock.
    unsigned orientation_flags = frontend_settings.orientation_flags;
    return orientation_flags == UIInterfaceOrientationMaskLandscape;
}

@end
