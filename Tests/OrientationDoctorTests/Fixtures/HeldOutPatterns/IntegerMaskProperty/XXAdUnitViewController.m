#import <UIKit/UIKit.h>

// A screen's mask kept in a C integer named for the orientations (Unity Ads' `int supportedOrientations`, returned by
// its ad screen's override, held-out set 159): the lock, with its writes; another integer the override reads is not.
// An options object's own `statusBarOrientation`, set from the application's, is a read of the status bar, not a
// write, even after a statement that asks the application for something else.
@interface XXAdUnitViewController : UIViewController
@property (nonatomic, assign) int supportedOrientations; // expect: ORI-706
@property (nonatomic, assign) int retryCount;
@end

@implementation XXAdUnitViewController

- (instancetype)initWithOrientations:(int)orientations
{
    self = [super init];
    if (self) {
        [self setSupportedOrientations:orientations]; // expect: ORI-707
        self.retryCount = 0;
    }
    return self;
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations // expect: ORI-701
{
    if (self.retryCount > 3) {
        return UIInterfaceOrientationMaskAll;
    }
    return self.supportedOrientations;
}

- (void)setSupportedOrientations:(int)supportedOrientations
{
    _supportedOrientations = supportedOrientations; // expect: ORI-707
}

@end

@interface XXShowOptions : NSObject
@property (nonatomic, assign) UIInterfaceOrientation statusBarOrientation;
@property (nonatomic, assign) BOOL statusBarHidden;
@end

@implementation XXShowOptions
@end

@interface XXShowModule : NSObject
@end

@implementation XXShowModule

- (XXShowOptions *)currentOptions
{
    XXShowOptions *options = [XXShowOptions new];
    options.statusBarHidden = UIApplication.sharedApplication.isStatusBarHidden;
    options.statusBarOrientation = UIApplication.sharedApplication.statusBarOrientation; // expect: ORI-713
    return options;
}

@end
