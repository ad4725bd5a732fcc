#import "ChatView.h"

// A view and a delegate object named like a controller: UIKit asks neither.
@implementation ChatView
- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)way {
    return way == UIInterfaceOrientationLandscapeRight;
}
@end

@implementation ChatDelegate
- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)way {
    return YES;
}
@end

// A view controller's answer, which UIKit asked before iOS 6.
@implementation GameViewController
- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)way { // expect: ORI-702
    return UIInterfaceOrientationIsLandscape(way);
}
@end
