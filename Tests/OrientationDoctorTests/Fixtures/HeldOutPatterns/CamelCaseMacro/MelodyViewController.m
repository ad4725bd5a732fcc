#import <UIKit/UIKit.h>
#import "define.h"

@interface MelodyViewController : UIViewController
@property (nonatomic) BOOL isLandscapeLayout;
@end

@implementation MelodyViewController

- (CGFloat)rowHeight {
    if (isPhoneLandscapeMode) { // expect: ORI-719
        return 33;
    }
    return 44;
}

// A property and a message of an orientation word are no macro.
- (void)viewDidLoad {
    [super viewDidLoad];
    BOOL isLandscapeLayout = self.isLandscapeLayout;
    if (isLandscapeLayout || [self isLandscapeLayout]) {
        self.view.backgroundColor = UIColor.blackColor;
    }
}

@end
