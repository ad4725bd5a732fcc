#import <UIKit/UIKit.h>

@interface CameraViewController : UIViewController
@property (nonatomic, strong) UIView *toolbar;
@end

@implementation CameraViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[UIDevice currentDevice] beginGeneratingDeviceOrientationNotifications]; // expect: ORI-716
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(deviceOrientationDidChange:) name:UIDeviceOrientationDidChangeNotification object:nil]; // expect: ORI-716
}

// Only logs what the device says: the value decides nothing on screen.
- (void)deviceOrientationDidChange:(NSNotification *)notification {
    UIDeviceOrientation orientation = [[UIDevice currentDevice] orientation];
    NSLog(@"%s %ld", __FUNCTION__, (long)orientation);
}

// Lays the toolbar out by the device's orientation, and logs it too.
- (void)layoutToolbar {
    UIDeviceOrientation orientation = [UIDevice currentDevice].orientation; // expect: ORI-719
    NSLog(@"orientation %ld", (long)orientation);
    self.toolbar.hidden = UIDeviceOrientationIsLandscape(orientation);
}

@end
