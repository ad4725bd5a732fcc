#import <UIKit/UIKit.h>

// The notification's name written as a string (held-out set 84's LCam) is the same observation; a log
// line that mentions it is not.
@implementation CameraViewController

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(detectOrientation) name:@"UIDeviceOrientationDidChangeNotification" object:nil]; // expect: ORI-716
    NSLog(@"UIDeviceOrientationDidChangeNotification observed");
}

@end
