#import <UIKit/UIKit.h>
#import "UiMetrics.h"

@interface BoardViewController : UIViewController
@property (nonatomic, strong) UiMetrics *metrics;
@end

@implementation BoardViewController

- (void) viewWillLayoutSubviews
{
  [super viewWillLayoutSubviews];
  UIInterfaceOrientation orientation = [UiMetrics interfaceOrientation]; // expect: ORI-715
  bool portrait = [UiMetrics interfaceOrientationIsPortrait]; // expect: ORI-715
  NSLog(@"%@ %d %d", [UiMetrics orientationName], (int)orientation, portrait);
  UIInterfaceOrientation board = [self.metrics boardOrientation]; // expect: ORI-715
  NSLog(@"%d", (int)board);
  // UIKit's own property of the same name on a scene is a site of its own, not the wrapper.
  UIInterfaceOrientation sceneOrientation = self.view.window.windowScene.interfaceOrientation; // expect: ORI-715
  NSLog(@"%d", (int)sceneOrientation);
}

@end
