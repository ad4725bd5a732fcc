#import <UIKit/UIKit.h>

// A view controller not named like one (set 37's MWPhotoBrowser): its `self.interfaceOrientation` is UIKit's.
@interface PhotoBrowser : UIViewController
@end
