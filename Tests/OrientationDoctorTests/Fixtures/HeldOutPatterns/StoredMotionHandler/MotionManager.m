#import <CoreMotion/CoreMotion.h>
#import <UIKit/UIKit.h>

@implementation MotionManager

// The handler block is stored first, then passed by name: it still works out the device's orientation.
- (void)startMotionHandler {
    __weak typeof(self) weakSelf = self;
    _motionHandler = ^(CMAccelerometerData *accelerometerData, NSError *error) {
        CGFloat angle = M_PI / 2.0f - atan2(-accelerometerData.acceleration.y, accelerometerData.acceleration.x);
        UIDeviceOrientation orientation = UIDeviceOrientationUnknown;
        if (angle > -M_PI_4 && angle < M_PI_4) {
            orientation = UIDeviceOrientationPortrait;
        } else {
            orientation = UIDeviceOrientationLandscapeLeft;
        }
        [weakSelf deviceOrientationDidChangeTo:orientation];
    };
    [self.motionManager startAccelerometerUpdatesToQueue:[NSOperationQueue currentQueue] withHandler:_motionHandler]; // expect: ORI-728
}

// A stored handler that only logs the readings works out no orientation.
- (void)startLogging {
    _logHandler = ^(CMAccelerometerData *accelerometerData, NSError *error) {
        NSLog(@"%f", accelerometerData.acceleration.x);
    };
    [self.motionManager startAccelerometerUpdatesToQueue:[NSOperationQueue mainQueue] withHandler:_logHandler];
}

- (void)deviceOrientationDidChangeTo:(UIDeviceOrientation)orientation {
    self.lastOrientation = orientation;
}

@end
