#import <UIKit/UIKit.h>

typedef NS_ENUM(NSInteger, RotateType) {
    RotateTypeFixedPortrait,
    RotateTypeFixedLandscape,
    RotateTypeAutoRotate,
};

@interface RotationManager : NSObject
- (BOOL)allowsRotation;
@end

@protocol RotationDelegate <NSObject>
- (BOOL)allowsRotation;
@end

// A screen whose rotation mode, of the app's own type named for rotation, decides its shouldAutorotate answer.
@interface RotationViewController : UIViewController
@property (nonatomic, assign) RotateType rotateType; // expect: ORI-706
@property (nonatomic, strong) RotationManager *rotationManager;
@property (nonatomic, weak) id<RotationDelegate> rotationDelegate;
@end

@implementation RotationViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.rotateType = RotateTypeFixedPortrait; // expect: ORI-707
}

- (void)chooseLandscape {
    self.rotateType = RotateTypeFixedLandscape; // expect: ORI-707
}

- (BOOL)shouldAutorotate { // expect: ORI-702
    if (self.rotateType == RotateTypeAutoRotate) {
        return YES;
    }
    return [self.rotationManager allowsRotation] && [self.rotationDelegate allowsRotation];
}

@end
