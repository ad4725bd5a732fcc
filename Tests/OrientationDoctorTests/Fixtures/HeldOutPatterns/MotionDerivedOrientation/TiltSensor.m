#import <CoreMotion/CoreMotion.h>
#import <UIKit/UIKit.h>

@interface TiltSensor : NSObject
@property (nonatomic) UIInterfaceOrientation interfaceOrientation;
@property (nonatomic) UIDeviceOrientation deviceOrientation;
@end

@implementation TiltSensor
{
    CMMotionManager *_manager;
    double _x;
}

/// A cartridge's tilt sensor: the axes are turned by the interface's orientation, nothing more.
- (void)startTilt
{
    [_manager startAccelerometerUpdatesToQueue:[NSOperationQueue mainQueue] withHandler:^(CMAccelerometerData *data, NSError *error) {
        switch (self.interfaceOrientation) {
            case UIInterfaceOrientationLandscapeLeft: _x = -data.acceleration.y; break;
            default: _x = data.acceleration.x; break;
        }
    }];
}

/// The same readings turned into the device's orientation, to follow it with the lock on.
- (void)startFollowing
{
    [_manager startDeviceMotionUpdatesToQueue:[NSOperationQueue mainQueue] withHandler:^(CMDeviceMotion *motion, NSError *error) { // expect: ORI-728
        [self classify:motion.gravity];
    }];
}

- (void)classify:(CMAcceleration)gravity
{
    self.deviceOrientation = fabs(gravity.x) > 0.6 ? UIDeviceOrientationLandscapeLeft : UIDeviceOrientationPortrait;
}
@end
