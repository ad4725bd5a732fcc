#import "Settings.h"

@interface Core : NSObject
@end

@implementation Core

- (void)refreshSystemConfig:(NSString *)setting
{
    frontend_settings.orientation_flags = UIInterfaceOrientationMaskAll; // expect: ORI-707
    if ([setting isEqualToString:@"landscape"]) {
        frontend_settings.orientation_flags = UIInterfaceOrientationMaskLandscape; // expect: ORI-707
    }
}

- (void)start
{
    // A call of a method whose name says nothing of the lock is not followed (the writes inside it are reported).
    [self refreshSystemConfig:@"landscape"];
}

@end
