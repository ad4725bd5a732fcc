#import <CoreMotion/CoreMotion.h>
#import <UIKit/UIKit.h>

// The accelerometer polled and classified into a device orientation (FastttCamera's IFTTTDeviceOrientation,
// held-out set 126): the start and the stop are the sites, and the calls of the methods that make them.
@interface DeviceOrientation : NSObject {
    CMMotionManager *_motionManager;
    CMMotionManager *_stepCounter;
}
@end

@implementation DeviceOrientation

- (id)init
{
    if ((self = [super init])) {
        [self setupMotionManager]; // expect: caller
    }
    return self;
}

- (void)dealloc
{
    [self teardownMotionManager]; // expect: caller
}

- (UIDeviceOrientation)orientation
{
    CMAcceleration acceleration = _motionManager.accelerometerData.acceleration;
    if (acceleration.x < -0.5f) {
        return UIDeviceOrientationLandscapeLeft;
    }
    return UIDeviceOrientationPortrait;
}

// Another manager polled for something else (a step's strength) is no orientation.
- (double)strength
{
    return _stepCounter.accelerometerData.acceleration.z;
}

- (void)setupMotionManager
{
    _motionManager = [[CMMotionManager alloc] init];
    [_motionManager startAccelerometerUpdates]; // expect: ORI-728
    [_stepCounter startAccelerometerUpdates];
}

- (void)teardownMotionManager
{
    [_motionManager stopAccelerometerUpdates]; // expect: ORI-728
    [_stepCounter stopAccelerometerUpdates];
}

@end
