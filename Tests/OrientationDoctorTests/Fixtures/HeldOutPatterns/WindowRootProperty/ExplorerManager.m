#import <UIKit/UIKit.h>

// FLEX (held-out set 99): an overlay window whose root, given through a property, answers for orientation
// with the app's own controller's answers; the window takes part in orientation as its root does.
@interface ExplorerViewController : UIViewController
@end

@implementation ExplorerViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations { // expect: ORI-701
    return UIInterfaceOrientationMaskPortrait;
}

@end

@interface ExplorerWindow : UIWindow
@end

@implementation ExplorerWindow
@end

@interface ExplorerManager : NSObject
@property (nonatomic) ExplorerWindow *explorerWindow;
@property (nonatomic) ExplorerViewController *explorerViewController;
@end

@implementation ExplorerManager

- (ExplorerWindow *)explorerWindow {
    if (!_explorerWindow) {
        _explorerWindow = [[ExplorerWindow alloc] initWithFrame:UIScreen.mainScreen.bounds]; // expect: ORI-717
        _explorerWindow.rootViewController = self.explorerViewController;
    }
    return _explorerWindow;
}

- (ExplorerViewController *)explorerViewController {
    if (!_explorerViewController) {
        _explorerViewController = [ExplorerViewController new];
    }
    return _explorerViewController;
}

@end
