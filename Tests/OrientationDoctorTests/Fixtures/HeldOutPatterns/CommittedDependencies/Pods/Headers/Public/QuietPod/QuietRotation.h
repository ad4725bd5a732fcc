#import <UIKit/UIKit.h>

static inline BOOL QuietIsLandscape(void) {
    return UIInterfaceOrientationIsLandscape([UIApplication sharedApplication].statusBarOrientation);
}
