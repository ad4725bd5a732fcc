#import <UIKit/UIKit.h>

@interface RootViewController : UIViewController
@end

@implementation RootViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    // UIKit's deprecated property, read: not the app's method.
    if (UIInterfaceOrientationIsLandscape(self.interfaceOrientation)) { // expect: ORI-727
        [self.view setNeedsLayout];
    }
}

- (void)layoutWithInterfaceOrientation:(UIInterfaceOrientation)orientation {
    [self interfaceOrientation:orientation]; // expect: ORI-734
}

// The app's own method named like UIKit's deprecated property.
- (void)interfaceOrientation:(UIInterfaceOrientation)orientation {
    [[UIDevice currentDevice] setValue:@(orientation) forKey:@"orientation"]; // expect: ORI-709
}

// A message over several lines: reported on the key's line.
- (void)forceLandscape {
    [[UIDevice currentDevice] setValue:
        [NSNumber numberWithInteger:UIInterfaceOrientationLandscapeRight]
        forKey:@"orientation"]; // expect: ORI-709
}

// A message over several lines: reported on the key's line.
- (void)forceLandscape {
    [[UIDevice currentDevice] setValue:
        [NSNumber numberWithInteger:UIInterfaceOrientationLandscapeRight]
        forKey:@"orientation"]; // expect: ORI-709
}

@end
