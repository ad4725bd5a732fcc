#import "CaptureManager.h"

@implementation CaptureManager

- (NSInteger)videoAngle {
    // Its own property, not UIViewController's deprecated getter.
    switch (self.interfaceOrientation) {
        case 1: return 90;
        default: return 0;
    }
}

@end
