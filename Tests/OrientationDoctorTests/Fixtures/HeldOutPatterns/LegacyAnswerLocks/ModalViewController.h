#import <UIKit/UIKit.h>

@interface ModalViewController : UIViewController
@property (nonatomic) BOOL shouldRotate; // expect: ORI-706
@end

@interface RendererViewController : UIViewController {
    NSMutableSet *supportedOrientations; // expect: ORI-706
}
- (void)addOrientation:(UIInterfaceOrientation)orientation;
@end
