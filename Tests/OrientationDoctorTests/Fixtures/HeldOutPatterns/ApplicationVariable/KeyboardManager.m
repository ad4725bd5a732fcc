#import <UIKit/UIKit.h>

// The application held in a variable of its class, under any name: its status bar's orientation is read through it.
// Another object's `statusBarOrientation` (a model's own property) is not the status bar's.
@implementation KeyboardManager

- (void)keyboardChanged
{
    UIApplication *shared = [UIApplication sharedApplication];
    UIInterfaceOrientation orientation = shared.statusBarOrientation; // expect: ORI-713
    NSLog(@"%ld", (long)orientation);
    self.lastOrientation = self.model.statusBarOrientation;
}

@end
