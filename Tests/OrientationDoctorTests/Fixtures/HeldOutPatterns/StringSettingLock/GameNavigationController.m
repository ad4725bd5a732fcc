#import <UIKit/UIKit.h>

// A game engine's root controller answers from a string setting named for the orientation (cocos2d's
// `screenOrientation`, compared with its constants): the setting is the screen's lock and the engine's set-up writes
// it; `@synthesize` names its storage and writes nothing. A string the override does not read is no lock.
static NSString *const GameScreenOrientationAll = @"all";
static NSString *const GameScreenOrientationLandscape = @"landscape";

@interface GameNavigationController : UINavigationController
@property (nonatomic, strong) NSString *screenOrientation; // expect: ORI-706
@property (nonatomic, strong) NSString *titleOrientationHint;
@end

@implementation GameNavigationController

@synthesize screenOrientation = _screenOrientation;

- (UIInterfaceOrientationMask)supportedInterfaceOrientations // expect: ORI-701
{
    if ([_screenOrientation isEqual:GameScreenOrientationAll]) {
        return UIInterfaceOrientationMaskAll;
    }
    return UIInterfaceOrientationMaskLandscape;
}

@end

@implementation GameAppDelegate

- (void)setupWithOptions:(NSDictionary *)config
{
    GameNavigationController *navigation = [[GameNavigationController alloc] init];
    navigation.screenOrientation = config[@"orientation"] ?: GameScreenOrientationLandscape; // expect: ORI-707
    navigation.titleOrientationHint = @"none";
}

@end
