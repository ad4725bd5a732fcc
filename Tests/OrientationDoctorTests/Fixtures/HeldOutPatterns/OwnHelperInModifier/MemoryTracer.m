#import <UIKit/UIKit.h>

// A label on the window turned by degrees converted inline (held-out set 89's Queries); the portrait arm
// of the same choice is reported with it.
@implementation MemoryTracer

- (void)updateDisplayLabelLocation {
    UIInterfaceOrientation interfaceOrientation = [[UIApplication sharedApplication] statusBarOrientation]; // expect: ORI-713
    if (interfaceOrientation == UIInterfaceOrientationLandscapeRight) {
        self.displayLabel.transform = CGAffineTransformMakeRotation(90.0f * M_PI / 180.0f); // expect: ORI-722
    } else {
        self.displayLabel.transform = CGAffineTransformMakeRotation(0.0f); // expect: ORI-722
    }
}

@end
