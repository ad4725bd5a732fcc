#import <UIKit/UIKit.h>

#define UNITY_VIEW_CONTROLLER_BASE_CLASS UIViewController

// A base class named through a macro, as Unity's trampoline does.
@interface UnityViewControllerBase : UNITY_VIEW_CONTROLLER_BASE_CLASS
@end

@interface UnityDefaultViewController : UnityViewControllerBase
@end
