#import "MotionSensor.h"

@interface Projection : NSObject
@property (nonatomic, strong) MotionSensor *sensor;
@property (nonatomic, strong) MotionSensor *slowSensor;
@property (nonatomic, strong) StereoSensor *stereoSensor;
@property (nonatomic, assign) CGFloat lastYaw;
@end

@implementation Projection {
    MotionSensor *_backupSensor;
}

- (void)start {
    self.sensor = [[MotionSensor alloc] init];
    self.slowSensor = [[MotionSensor alloc] initWithRate:10];
    _backupSensor = [MotionSensor new];
    [self.sensor start];
}

- (void)startStereo {
    self.sensor = [[StereoSensor alloc] init];
}

- (CGFloat)modelYaw {
    self.lastYaw = self.sensor.yaw; // expect: caller
    return self.lastYaw + _backupSensor.yaw; // expect: caller
}

- (CGFloat)slowYaw {
    return [self.slowSensor yaw]; // expect: caller
}

- (CGFloat)stereoYaw {
    return self.stereoSensor.yaw; // expect: caller
}

@end
