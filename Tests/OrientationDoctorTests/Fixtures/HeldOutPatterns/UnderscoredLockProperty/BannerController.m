#import <UIKit/UIKit.h>

@interface BannerController : UIViewController
@end

@interface BannerController ()
@property (nonatomic, assign) NSInteger _bannerSupportedInterfaceOrientation; // expect: ORI-706
@end

@implementation BannerController

- (void)setSupportedInterfaceOrientations:(UIInterfaceOrientationMask)supportedInterfaceOrientations {
    self._bannerSupportedInterfaceOrientation = supportedInterfaceOrientations; // expect: ORI-707
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations { // expect: ORI-701
    return self._bannerSupportedInterfaceOrientation;
}

@end

// The name of a script's callback, a string: no lock, whatever its name.
@interface ScriptController : UIViewController
@property (nonatomic, copy) NSString *_supportedInterfaceOrientations;
@end

@implementation ScriptController

- (void)reset {
    self._supportedInterfaceOrientations = nil;
}

@end
