#import <UIKit/UIKit.h>

@interface CommentsController : UIViewController
@end

@implementation CommentsController

AUTOROTATION_FOR_PAD_ONLY // expect: ORI-701, ORI-702

// Read after the macro, not taken for a C function's body.
- (void)viewDidLoad {
    [super viewDidLoad];
    if (UIInterfaceOrientationIsLandscape([UIApplication sharedApplication].statusBarOrientation)) { // expect: ORI-713
        self.view.backgroundColor = UIColor.blackColor;
    }
}

@end

@interface CommentStore : NSObject
@end

@implementation CommentStore

SHARED_INSTANCE(CommentStore)

@end
