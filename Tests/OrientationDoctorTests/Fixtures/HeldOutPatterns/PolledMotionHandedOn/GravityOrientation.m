#import <CoreMotion/CoreMotion.h>
#import <UIKit/UIKit.h>

// The device motion polled by one method and classified by another it sends the reading to (react-native-camera's
// sensor checker, held-out set 153): the start and the stop are the sites, and the calls of the methods that make them.
@interface GravityOrientation : NSObject
@property (strong, nonatomic) CMMotionManager *motion;
@property (strong, nonatomic) CMMotionManager *pedometer;
@end

@implementation GravityOrientation

- (void)begin
{
    [self.motion startDeviceMotionUpdates]; // expect: ORI-728
    [self.pedometer startDeviceMotionUpdates];
}

- (void)end
{
    [self.motion stopDeviceMotionUpdates]; // expect: ORI-728
    [self.pedometer stopDeviceMotionUpdates];
}

- (UIInterfaceOrientation)current
{
    CMDeviceMotion *reading = self.motion.deviceMotion;
    return [self classify:reading];
}

// The other manager's reading goes to a method that works out no orientation.
- (double)stepStrength
{
    return [self magnitude:self.pedometer.deviceMotion];
}

- (double)magnitude:(CMDeviceMotion *)reading
{
    return fabs(reading.userAcceleration.z);
}

- (UIInterfaceOrientation)classify:(CMDeviceMotion *)reading
{
    CMAcceleration gravity = reading.gravity;
    if (fabs(gravity.y) < fabs(gravity.x)) {
        return gravity.x > 0 ? UIInterfaceOrientationLandscapeLeft : UIInterfaceOrientationLandscapeRight;
    }
    return UIInterfaceOrientationPortrait;
}

@end

@interface CameraView : UIView
@property (strong, nonatomic) GravityOrientation *checker;
@end

@implementation CameraView

- (void)didMoveToWindow
{
    [super didMoveToWindow];
    [self.checker begin]; // expect: caller
}

- (void)removeFromSuperview
{
    [self.checker end]; // expect: caller
    [super removeFromSuperview];
}

@end
