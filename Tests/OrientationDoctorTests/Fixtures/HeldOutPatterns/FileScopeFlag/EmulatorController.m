#import <UIKit/UIKit.h>

static int editing_layout = 0; // expect: ORI-706
static int frame_count = 0;

@interface EmulatorController : UIViewController
@end

@implementation EmulatorController

- (BOOL)shouldAutorotate { // expect: ORI-702
    return editing_layout ? NO : YES;
}

- (void)beginEditingLayout {
    editing_layout = 1; // expect: ORI-707
    frame_count = 0;
}

- (void)endEditingLayout {
    editing_layout = 0; // expect: ORI-707
    frame_count++;
}

@end
