#import <UIKit/UIKit.h>

// An ad screen's lock set by an initializer whose later part names it, and through the screen a class method of
// the ad-unit API returns (Unity Ads, held-out set 159): `[[XXAdViewController alloc] initWithViews:…
// supportedOrientations:…]` and `[[XXApiAdUnit currentUnit] setSupportedOrientations:…]` are the lock's writes.
@interface XXAdViewController : UIViewController
@property (nonatomic, assign) int supportedOrientations; // expect: ORI-706
- (instancetype)initWithViews:(NSArray *)views supportedOrientations:(NSNumber *)supportedOrientations;
@end

@implementation XXAdViewController

- (instancetype)initWithViews:(NSArray *)views supportedOrientations:(NSNumber *)supportedOrientations
{
    self = [super init];
    if (self) {
        [self setSupportedOrientations:[supportedOrientations intValue]]; // expect: ORI-707
    }
    return self;
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations // expect: ORI-701
{
    return self.supportedOrientations;
}

@end

// Another class's property of the same name, which no override returns: the doctor must know whose is set.
@interface XXBannerOptions : NSObject
@property (nonatomic, assign) int supportedOrientations;
@end

@implementation XXBannerOptions
@end

@interface XXApiAdUnit : NSObject
@end

static XXAdViewController *currentAdUnit;

@implementation XXApiAdUnit

+ (XXAdViewController *)currentUnit
{
    return currentAdUnit;
}

+ (void)openWithViews:(NSArray *)views supportedOrientations:(NSNumber *)supportedOrientations
{
    currentAdUnit = [[XXAdViewController alloc] initWithViews:views supportedOrientations:supportedOrientations]; // expect: ORI-707
}

+ (void)setOrientations:(NSNumber *)supportedOrientations
{
    [[XXApiAdUnit currentUnit] setSupportedOrientations:[supportedOrientations intValue]]; // expect: ORI-707
}

@end
