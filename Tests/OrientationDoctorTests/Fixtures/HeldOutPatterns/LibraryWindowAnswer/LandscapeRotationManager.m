#import <UIKit/UIKit.h>

// A player library's half of the app delegate's hook (ZFPlayer, SJBaseVideoPlayer; held-out sets 32, 34 and
// 99): the host's hook returns [LandscapeRotationManager supportedInterfaceOrientationsForWindow:window]. The
// class method and the subclass's answer work out the mask; the base class's abstract method only throws.
@interface LandscapeRotationManager : NSObject
@property (nonatomic) UIInterfaceOrientation currentOrientation;
+ (UIInterfaceOrientationMask)supportedInterfaceOrientationsForWindow:(UIWindow *)window;
- (UIInterfaceOrientationMask)supportedInterfaceOrientationsForWindow:(UIWindow *)window;
@end

@interface LandscapeRotationManager_iOS16 : LandscapeRotationManager
@end

@implementation LandscapeRotationManager

+ (UIInterfaceOrientationMask)supportedInterfaceOrientationsForWindow:(UIWindow *)window { // expect: ORI-705
    if ([window.rootViewController isKindOfClass:UINavigationController.class]) {
        return UIInterfaceOrientationMaskAllButUpsideDown;
    }
    return UIInterfaceOrientationMaskPortrait;
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientationsForWindow:(UIWindow *)window {
    @throw [NSException exceptionWithName:NSInternalInconsistencyException reason:@"override in a subclass" userInfo:nil];
}

@end

@implementation LandscapeRotationManager_iOS16

- (UIInterfaceOrientationMask)supportedInterfaceOrientationsForWindow:(UIWindow *)window { // expect: ORI-705
    return 1 << self.currentOrientation;
}

@end
