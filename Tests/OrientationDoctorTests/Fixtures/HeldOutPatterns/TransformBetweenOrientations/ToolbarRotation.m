#import <UIKit/UIKit.h>

static CGFloat AngleBetween(UIInterfaceOrientation from, UIInterfaceOrientation to) {
    return (to - from) * M_PI / 4;
}

@interface ToolbarRotation : UIView
@property (nonatomic, assign) UIInterfaceOrientation previousInterfaceOrientation;
@end

@implementation ToolbarRotation

- (void)turnToInterfaceOrientation:(UIInterfaceOrientation)interfaceOrientation {
    self.transform = CGAffineTransformMakeRotation(AngleBetween(self.previousInterfaceOrientation, interfaceOrientation)); // expect: ORI-722
    self.previousInterfaceOrientation = interfaceOrientation;
}

@end
