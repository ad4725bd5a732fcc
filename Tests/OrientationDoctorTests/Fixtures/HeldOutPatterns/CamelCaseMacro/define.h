#import <UIKit/UIKit.h>

#define isPhoneLandscapeMode (UIDeviceOrientationIsLandscape([UIDevice currentDevice].orientation)) // expect: ORI-719
