// Nothing in this Objective-C++ file may be reported. Not compiled.
// [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"];
/* - (BOOL)shouldAutorotate { return NO; }
   [UIViewController attemptRotationToDeviceOrientation]; */
#import <UIKit/UIKit.h>

static NSString *const kHelp = @"[UIViewController attemptRotationToDeviceOrientation]";
static const char *kRaw = R"doc(
  [[UIDevice currentDevice] setValue:@(3) forKey:@"orientation"];
  @selector(setOrientation:)
)doc";
static const char kQuote = '"';

#if 0
@implementation DisabledController
- (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskLandscape; }
@end
#endif

#if 1
static int kept = 1;
#else
static void never(void) { [UIViewController attemptRotationToDeviceOrientation]; }
#endif

#if (0) // a disabled branch with a stray quote: don't
static void alsoNever(void) { [[UIApplication sharedApplication] setStatusBarOrientation:UIInterfaceOrientationPortrait]; }
#elif defined(DEBUG)
static int debugOnly = 1;
#endif

@interface Meter : NSObject
@property (nonatomic) BOOL shouldAutorotate;
@property (nonatomic, strong) NSMutableDictionary *settings;
@end

@implementation Meter
- (BOOL)shouldAutorotate { return YES; }
- (void)configure { [self.settings setValue:@1 forKey:@"orientation"]; }
@end

@interface Rotation : NSObject
+ (instancetype)shared;
@property (nonatomic, copy) void (^_Nullable changed)(BOOL allowRotation);
@end

@implementation Rotation
- (void)toggle {
    BOOL allowRotation = NO;
    allowRotation = YES;
}
- (void)setMode:(BOOL)gAllowLandscape {
    gAllowLandscape = NO;
}
@end

// A circle shown under a touch: a window with no root, never made key, in code about rotation.
@implementation TouchCircle
- (void)showRotatedCircleAt:(CGPoint)point {
    UIWindow *circle = [[UIWindow alloc] initWithFrame:CGRectMake(point.x, point.y, 40, 40)];
    circle.windowLevel = UIWindowLevelStatusBar;
    [circle setHidden:NO];
    circle.layer.affineTransform = CGAffineTransformMakeRotation(-M_PI_4);
    self.circle = circle;
}
@end

// A compass needle turned by the heading, a model tipped about the x axis, a meter laid on its side: drawing
// maths, not the screen's orientation.
@implementation CompassRenderer
- (void)drawNeedle {
    glRotatef(self.heading, 0, 0, 1);
    glRotatef(90, 1, 0, 0);
    if (!self.vertical) {
        glRotatef(-90, 0, 0, 1);
    }
}
@end
