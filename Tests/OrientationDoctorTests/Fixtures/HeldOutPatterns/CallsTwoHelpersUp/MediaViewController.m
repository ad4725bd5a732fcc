#import <UIKit/UIKit.h>

@interface MediaViewController : UIViewController
@end

@implementation MediaViewController

// Two calls from a rotation: labellers rarely take such a call for a site, so it is left to the helper's call.
- (void)fullScreenAction:(UIButton *)sender {
    [self layoutWithInterfaceOrientation:UIInterfaceOrientationLandscapeRight];
}

- (void)layoutWithInterfaceOrientation:(UIInterfaceOrientation)orientation {
    [self rotateTo:orientation]; // expect: ORI-734
    [self.view setNeedsLayout];
}

- (void)rotateTo:(UIInterfaceOrientation)orientation {
    [[UIDevice currentDevice] setValue:@(orientation) forKey:@"orientation"]; // expect: ORI-709
}

@end
