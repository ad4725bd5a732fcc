#import <CoreMotion/CoreMotion.h>
#import <UIKit/UIKit.h>

// The accelerometer sorted into an interface orientation, the status bar's returned as it is when the device lies
// flat (react-native-camera's older checker, held-out set 153): the fallback does not make the handler one that
// consumes the interface's orientation. A block's copy of `self` calls the class's own methods.
@interface TiltChecker : NSObject
@property (strong, nonatomic) CMMotionManager *manager;
@end

@implementation TiltChecker

- (void)dealloc
{
    [self halt]; // expect: caller
}

- (void)listen
{
    [self.manager startAccelerometerUpdatesToQueue:[NSOperationQueue new] withHandler:^(CMAccelerometerData *data, NSError *error) { // expect: ORI-728
        UIInterfaceOrientation side = [self sideFrom:data.acceleration]; // expect: caller
        NSLog(@"%ld", (long)side);
    }];
}

- (void)halt
{
    [self.manager stopAccelerometerUpdates]; // expect: ORI-728
}

- (void)once:(void (^)(void))done
{
    __weak typeof(self) weakSelf = self;
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, NSEC_PER_SEC), dispatch_get_main_queue(), ^{
        [weakSelf halt]; // expect: caller
        done();
    });
    [self listen]; // expect: caller
}

- (UIInterfaceOrientation)sideFrom:(CMAcceleration)acceleration
{
    if (acceleration.x >= 0.75) {
        return UIInterfaceOrientationLandscapeLeft;
    }
    if (acceleration.y <= -0.75) {
        return UIInterfaceOrientationPortrait;
    }
    return [[UIApplication sharedApplication] statusBarOrientation]; // expect: ORI-713
}

@end
