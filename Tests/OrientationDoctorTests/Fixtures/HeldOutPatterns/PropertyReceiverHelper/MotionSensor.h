#import <UIKit/UIKit.h>

@interface MotionSensor : NSObject
- (instancetype)init;
- (instancetype)initWithRate:(double)rate;
- (CGFloat)yaw;
- (void)start;
@end

@interface StereoSensor : MotionSensor
@end
