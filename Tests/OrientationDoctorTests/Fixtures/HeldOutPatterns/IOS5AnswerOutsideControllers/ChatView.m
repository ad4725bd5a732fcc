#import "ChatView.h"

// A view: UIKit never asks it.
@implementation ChatView
- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)way {
    return way == UIInterfaceOrientationLandscapeRight;
}
@end

// An object may answer for a controller that forwards the question to it (cocos2d 2.x's director delegate).
@implementation ChatDelegate
- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)way { // expect: ORI-702
    return YES;
}
@end

// A view controller's answer, which UIKit asked before iOS 6.
@implementation GameViewController
- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)way { // expect: ORI-702
    return UIInterfaceOrientationIsLandscape(way);
}
@end
