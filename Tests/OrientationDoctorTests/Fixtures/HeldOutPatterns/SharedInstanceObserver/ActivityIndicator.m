#import <UIKit/UIKit.h>

@interface ActivityIndicator : UIView
+ (ActivityIndicator *)currentIndicator;
- (void)displayActivity:(NSString *)text;
@end

static ActivityIndicator *currentIndicator = nil;

@implementation ActivityIndicator

// Makes the shared indicator once; its callers use it.
+ (ActivityIndicator *)currentIndicator {
    if (currentIndicator == nil) {
        currentIndicator = [[ActivityIndicator alloc] initWithFrame:CGRectMake(0, 0, 160, 160)];
        [currentIndicator setProperRotation:NO]; // expect: ORI-734
        [[NSNotificationCenter defaultCenter] addObserver:currentIndicator
                                                 selector:@selector(setProperRotation)
                                                     name:UIDeviceOrientationDidChangeNotification // expect: ORI-716
                                                   object:nil];
    }
    return currentIndicator;
}

- (void)displayActivity:(NSString *)text {
    self.hidden = NO;
}

- (void)setProperRotation {
    [self setProperRotation:YES]; // expect: ORI-734
}

- (void)setProperRotation:(BOOL)animated {
    UIDeviceOrientation orientation = [[UIDevice currentDevice] orientation]; // expect: ORI-719
    if (orientation == UIDeviceOrientationLandscapeLeft) {
        self.transform = CGAffineTransformRotate(CGAffineTransformIdentity, M_PI_2); // expect: ORI-722
    }
}

@end

@interface Sharer : NSObject
@end

@implementation Sharer

- (void)share {
    [[ActivityIndicator currentIndicator] displayActivity:@"Sending..."];
}

@end
