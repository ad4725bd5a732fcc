#import "RotationManager.h"

@interface PlayerViewController : UIViewController
@property (nonatomic, strong) OrientationObserver *observer;
@property (nonatomic, strong) ToastOptions *toastOptions;
@end

@implementation PlayerViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    self.observer.manager.allowOrientationRotation = NO; // expect: ORI-707
    self.observer.manager.supportInterfaceOrientation = UIInterfaceOrientationMaskLandscape; // expect: ORI-707
    // The write is reported by its name; the declaration, a string, is no lock.
    self.observer.manager.autorotationReason = @"player"; // expect: ORI-707
    self.toastOptions.supportedInterfaceOrientations = UIInterfaceOrientationMaskPortrait; // expect: ORI-707
}

@end
