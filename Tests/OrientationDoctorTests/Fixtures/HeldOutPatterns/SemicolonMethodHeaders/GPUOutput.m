#import <UIKit/UIKit.h>

// Method definitions whose header ends with a semicolon before the body (an old style Objective-C accepts): they are
// methods, so the calls of the helper among them are found.
@implementation GPUOutput

- (UIImage *)imageFromCurrentFramebuffer;
{
    UIDeviceOrientation deviceOrientation = [[UIDevice currentDevice] orientation]; // expect: ORI-719
    if (deviceOrientation == UIDeviceOrientationPortrait) {
        self.frame = CGRectZero;
    }
    return nil;
}

@end

@implementation GPUCaller

- (void)capture;
{
    [self.output imageFromCurrentFramebuffer]; // expect: caller
}

@end
