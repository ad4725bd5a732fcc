#import <UIKit/UIKit.h>

@implementation UIApplication (Helper)

// The app's helper: the first window's scene, asked through messages.
+ (UIInterfaceOrientation)orientation {
    return [[[[[UIApplication sharedApplication] windows] firstObject] windowScene] interfaceOrientation]; // expect: ORI-715
}

@end
