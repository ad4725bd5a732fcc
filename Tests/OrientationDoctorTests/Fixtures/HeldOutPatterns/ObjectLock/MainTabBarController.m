#import "LayoutManager.h"

@interface MainTabBarController : UITabBarController
@end

@implementation MainTabBarController

// The root answers from the shared object: a fixed answer of the app's, not forwarding to a child.
- (BOOL) shouldAutorotate // expect: ORI-702
{
  return [LayoutManager sharedManager].shouldAutorotate;
}

- (UIInterfaceOrientationMask) supportedInterfaceOrientations // expect: ORI-701
{
  return [LayoutManager sharedManager].supportedInterfaceOrientations;
}

@end

@interface PanGestureController : NSObject
@end

@implementation PanGestureController

- (void) handlePan:(UIPanGestureRecognizer*)recognizer
{
  if (recognizer.state == UIGestureRecognizerStateBegan)
    [LayoutManager sharedManager].shouldAutorotate = false; // expect: ORI-707
  else
    [LayoutManager sharedManager].shouldAutorotate = true; // expect: ORI-707
  [LayoutManager sharedManager].showsGrid = true;
}

@end

// A test helper with a method of the same name as the manager's setter helper: no call of it.
@interface DeviceInfo : NSObject
@end

@implementation DeviceInfo

- (id) init
{
  self = [super init];
  [self setupSupportedInterfaceOrientations];
  return self;
}

- (void) setupSupportedInterfaceOrientations
{
}

@end
