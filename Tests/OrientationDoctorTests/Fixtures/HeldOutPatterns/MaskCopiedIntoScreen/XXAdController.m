#import <UIKit/UIKit.h>

// A screen given its mask when it is made, and the object that keeps the mask it copies into the screen (MoPub's
// MRAID controller and its expanded ad screen, held-out set 156). The initializer's store of its parameter is the
// lock's write, as its callers' `initWithOrientationMask:` are; the kept mask is a lock too, and its writes are the
// lock's, as is the Objective-C initializer's first value; a copy of the lock saved to be put back keeps no mask of
// its own.
@interface XXExpandedViewController : UIViewController
- (instancetype)initWithOrientationMask:(UIInterfaceOrientationMask)mask;
@end

@interface XXExpandedViewController ()
@property (nonatomic, assign) UIInterfaceOrientationMask allowedMask; // expect: ORI-706
@end

@implementation XXExpandedViewController

- (instancetype)init
{
    if (self = [super init]) {
        _allowedMask = UIInterfaceOrientationMaskAll; // expect: ORI-707
    }
    return self;
}

- (instancetype)initWithOrientationMask:(UIInterfaceOrientationMask)mask
{
    if (self = [super init]) {
        _allowedMask = mask; // expect: ORI-707
        self.modalPresentationStyle = UIModalPresentationFullScreen;
    }
    return self;
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations // expect: ORI-701
{
    return self.allowedMask;
}

@end

@interface XXAdController : NSObject
@property (nonatomic, assign) UIInterfaceOrientationMask forcedMask; // expect: ORI-706
@property (nonatomic, assign) UIInterfaceOrientationMask savedMask;
@property (nonatomic, strong) XXExpandedViewController *expanded;
@end

@implementation XXAdController

- (void)expand
{
    self.expanded = [[XXExpandedViewController alloc] initWithOrientationMask:self.forcedMask]; // expect: ORI-707
}

- (void)adAskedForMask:(UIInterfaceOrientationMask)mask
{
    self.forcedMask = mask; // expect: ORI-707
    self.expanded.allowedMask = self.forcedMask; // expect: ORI-707
}

- (void)remember
{
    self.savedMask = self.expanded.allowedMask;
}

- (void)putBack
{
    self.expanded.allowedMask = self.savedMask; // expect: ORI-707
}

@end
