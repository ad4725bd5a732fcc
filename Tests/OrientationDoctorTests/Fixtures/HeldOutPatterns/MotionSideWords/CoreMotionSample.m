#import <CoreMotion/CoreMotion.h>
#import <UIKit/UIKit.h>

@implementation CoreMotionSample {
    CMMotionManager *motionManager;
    CMMotionManager *tiltManager;
    CMMotionManager *axisManager;
    UIInterfaceOrientation _orientation;
}

- (void)start {
    [motionManager startAccelerometerUpdatesToQueue:[NSOperationQueue currentQueue] withHandler:^(CMAccelerometerData *data, NSError *error) { // expect: ORI-728
        [self output:data.acceleration];
    }];
    [tiltManager startAccelerometerUpdatesToQueue:[NSOperationQueue currentQueue] withHandler:^(CMAccelerometerData *data, NSError *error) {
        self.steering = data.acceleration.x;
    }];
    // An emulator's tilt turns its axes by the interface's orientation: it consumes one, produces none.
    [axisManager startAccelerometerUpdatesToQueue:[NSOperationQueue mainQueue] withHandler:^(CMAccelerometerData *data, NSError *error) {
        CMAcceleration value = data.acceleration;
        switch (_orientation) {
            case UIInterfaceOrientationLandscapeLeft:
                value.x = value.y;
                break;
            default:
                break;
        }
        self.tilt = value.x;
    }];
}

- (void)output:(CMAcceleration)acceleration {
    UIInterfaceOrientation next = UIInterfaceOrientationPortrait;
    if (acceleration.x >= 0.75) {
        next = UIInterfaceOrientationLandscapeLeft;
    }
    self.last = next;
}

- (void)dealloc {
    [motionManager stopAccelerometerUpdates]; // expect: ORI-728
    [tiltManager stopAccelerometerUpdates];
    [axisManager stopAccelerometerUpdates];
}

@end
