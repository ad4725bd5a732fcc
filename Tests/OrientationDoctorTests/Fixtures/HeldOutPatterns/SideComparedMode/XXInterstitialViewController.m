#import <UIKit/UIKit.h>

// The same in Objective-C (MoPub's `_orientationType == MPInterstitialOrientationTypePortrait`, held-out set 156):
// a property of the app's enum compared with constants that end in a side.
typedef NS_ENUM(NSInteger, XXAdLayout) {
    XXAdLayoutAny,
    XXAdLayoutPortrait,
    XXAdLayoutLandscape,
};

typedef NS_ENUM(NSInteger, XXContentType) {
    XXContentTypeImage,
    XXContentTypeWeb,
};

@interface XXInterstitialViewController : UIViewController
@property (nonatomic, assign) XXAdLayout layout; // expect: ORI-706
@property (nonatomic, assign) XXContentType contentType;
@end

@implementation XXInterstitialViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations // expect: ORI-701
{
    if (self.contentType == XXContentTypeImage) {
        return [super supportedInterfaceOrientations];
    }
    if (_layout == XXAdLayoutPortrait) {
        return UIInterfaceOrientationMaskPortrait;
    } else if (_layout == XXAdLayoutLandscape) {
        return UIInterfaceOrientationMaskLandscape;
    }
    return UIInterfaceOrientationMaskAll;
}

@end

@interface XXAdapter : NSObject
@end

@implementation XXAdapter

- (void)show:(XXInterstitialViewController *)controller
{
    controller.layout = XXAdLayoutLandscape; // expect: ORI-707
    controller.contentType = XXContentTypeWeb;
}

@end
