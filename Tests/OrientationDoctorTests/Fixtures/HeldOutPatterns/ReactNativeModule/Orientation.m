#import <UIKit/UIKit.h>
#import <React/RCTBridgeModule.h>

// A React Native module (react-native-orientation-locker, held-out set 133): the lock is a file-scope variable
// behind class methods, the host's hook returns [Orientation getOrientation], and JavaScript calls the methods
// the RCT_EXPORT_METHOD macro declares. The key of the KVC write is held in a local.
@interface Orientation : NSObject <RCTBridgeModule>
@end

@implementation Orientation

static UIInterfaceOrientationMask _orientationMask = UIInterfaceOrientationMaskAll; // expect: ORI-706

+ (void)setOrientation:(UIInterfaceOrientationMask)orientationMask {
    _orientationMask = orientationMask; // expect: ORI-707
}

+ (UIInterfaceOrientationMask)getOrientation {
    return _orientationMask;
}

- (UIWindowScene *)windowScene {
    return (UIWindowScene *)UIApplication.sharedApplication.connectedScenes.anyObject;
}

- (UIInterfaceOrientation)getInterfaceOrientation {
    return self.windowScene.interfaceOrientation; // expect: ORI-715
}

- (void)lockToOrientation:(UIInterfaceOrientation)newOrientation usingMask:(UIInterfaceOrientationMask)mask {
    NSString *key = @"orientation";
    [Orientation setOrientation:mask]; // expect: ORI-707
    [[UIDevice currentDevice] setValue:@(newOrientation) forKey:key]; // expect: ORI-709
}

RCT_EXPORT_METHOD(getOrientation:(RCTResponseSenderBlock)callback)
{
    dispatch_async(dispatch_get_main_queue(), ^{
        UIInterfaceOrientation orientation = [self getInterfaceOrientation]; // expect: caller
        callback(@[@(orientation)]);
    });
}

RCT_EXPORT_METHOD(lockToPortrait)
{
    dispatch_async(dispatch_get_main_queue(), ^{
        [self lockToOrientation:UIInterfaceOrientationPortrait usingMask:UIInterfaceOrientationMaskPortrait]; // expect: ORI-707
    });
}

RCT_REMAP_METHOD(unlock, unlockAllOrientations:(RCTResponseSenderBlock)callback)
{
    [self lockToOrientation:UIInterfaceOrientationUnknown usingMask:UIInterfaceOrientationMaskAll]; // expect: ORI-707
}

@end
