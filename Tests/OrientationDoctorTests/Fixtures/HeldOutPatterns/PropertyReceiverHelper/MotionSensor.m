#import "MotionSensor.h"

@interface MotionSensor ()
@property (nonatomic, assign) CGFloat initialYaw;
@property (nonatomic, assign) double rate;
@end

@implementation MotionSensor

- (instancetype)init {
    if (self = [super init]) {
        switch ([UIApplication sharedApplication].statusBarOrientation) { // expect: ORI-713
            case UIInterfaceOrientationLandscapeLeft:
                self.initialYaw = -90;
                break;
            default:
                self.initialYaw = 0;
                break;
        }
    }
    return self;
}

- (instancetype)initWithRate:(double)rate {
    if (self = [super init]) {
        self.rate = rate;
    }
    return self;
}

- (CGFloat)yaw {
    UIInterfaceOrientation orientation = [UIApplication sharedApplication].statusBarOrientation; // expect: ORI-713
    return UIInterfaceOrientationIsLandscape(orientation) ? self.initialYaw + 90 : self.initialYaw;
}

- (void)start {
    self.rate = 60;
}

@end

@implementation StereoSensor

- (instancetype)init {
    if (self = [super init]) {
        self.rate = 120;
    }
    return self;
}

@end
