#import <UIKit/UIKit.h>

// The engine is in the project: its setDeviceOrientation: is reported inside, and the app's message is a call of it.
@implementation CCDirectorIOS

- (void)setDeviceOrientation:(int)orientation
{
    [[UIApplication sharedApplication] setStatusBarOrientation:UIInterfaceOrientationLandscapeRight]; // expect: ORI-714
}

@end

@implementation AppController

- (void)applicationDidFinishLaunching:(UIApplication *)application
{
    CCDirectorIOS *director = [CCDirectorIOS sharedDirector];
    [director setDeviceOrientation:kCCDeviceOrientationLandscapeLeft]; // expect: ORI-734
}

@end
