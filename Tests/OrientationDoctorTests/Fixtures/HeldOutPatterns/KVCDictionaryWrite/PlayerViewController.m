#import <UIKit/UIKit.h>

@interface PlayerViewController : UIViewController
@end

@implementation PlayerViewController

- (void)enterFullScreen {
    [[UIDevice currentDevice] setValuesForKeysWithDictionary:@{@"orientation": @(UIInterfaceOrientationLandscapeRight)}]; // expect: ORI-709
    [self setValuesForKeysWithDictionary:@{@"title": @"Player"}];
}

@end
