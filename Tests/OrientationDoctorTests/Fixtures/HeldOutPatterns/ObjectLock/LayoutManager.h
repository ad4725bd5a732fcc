#import <UIKit/UIKit.h>

// LittleGo's layout manager: the app-wide mask and a rotation lock, held by a shared object.
@interface LayoutManager : NSObject
+ (LayoutManager*) sharedManager;
@property(nonatomic, assign, readonly) UIInterfaceOrientationMask supportedInterfaceOrientations; // expect: ORI-706
@property(nonatomic, assign) bool shouldAutorotate; // expect: ORI-706
@property(nonatomic, assign) bool showsGrid;
@end
