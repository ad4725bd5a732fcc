#import "LandscapeWindow.h"

@implementation LandscapeWindow

- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {
    return YES;
}

@end
