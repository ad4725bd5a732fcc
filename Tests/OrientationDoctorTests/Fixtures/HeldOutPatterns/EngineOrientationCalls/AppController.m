#import <UIKit/UIKit.h>

// A game engine's orientation (cocos2d 1.x), set where the engine's own code is not in the project: the engine sets
// the status bar's orientation and turns its OpenGL view. A macro of any case that reads the status bar's
// orientation is used where its name stands alone as a value; a class name in a cast is no use of it.
#define NeedsLandscapeTweaks (UIInterfaceOrientationIsLandscape([[UIApplication sharedApplication] statusBarOrientation])) // expect: ORI-713
#define kBorderWidth (NeedsLandscapeTweaks ? 5 : 10) // expect: ORI-713

@implementation AppController

- (void)applicationDidFinishLaunching:(UIApplication *)application
{
    CCDirector *director = [CCDirector sharedDirector];
    [director setDeviceOrientation:kCCDeviceOrientationLandscapeLeft]; // expect: ORI-714
    [director setDeviceOrientationPolicy:2];
    if (NeedsLandscapeTweaks) { // expect: ORI-713
        [director setAnimationInterval:(CGFloat)(1.0 / 60)];
    }
}

@end
