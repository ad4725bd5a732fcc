#import "Overlay.h"

/// Takes only the touches that land on its root's subviews.
@implementation OverlayWindow
- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {
    for (UIView *subview in self.rootViewController.view.subviews) {
        if (CGRectContainsPoint(subview.frame, point)) return YES;
    }
    return NO;
}
@end
