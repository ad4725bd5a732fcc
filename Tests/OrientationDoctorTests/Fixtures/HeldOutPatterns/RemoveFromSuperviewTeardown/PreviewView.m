#import <UIKit/UIKit.h>

// A view that stops observing the device's rotation when it leaves its superview (react-native-camera's legacy
// camera view, held-out set 153; a login form's HUD, held-out set 112): UIKit's method, overridden; a call of it
// removes a view and decides nothing about orientation.
@interface PreviewView : UIView
@end

@implementation PreviewView

- (instancetype)initWithFrame:(CGRect)frame
{
    if ((self = [super initWithFrame:frame])) {
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(rotated:) name:UIDeviceOrientationDidChangeNotification object:nil]; // expect: ORI-716
    }
    return self;
}

- (void)rotated:(NSNotification *)notification
{
    [self setNeedsLayout];
}

- (void)removeFromSuperview
{
    [[NSNotificationCenter defaultCenter] removeObserver:self name:UIDeviceOrientationDidChangeNotification object:nil]; // expect: ORI-716
    [super removeFromSuperview];
}

@end

@interface PreviewHost : UIViewController
@property (strong, nonatomic) PreviewView *preview;
@end

@implementation PreviewHost

- (void)close
{
    [self.preview removeFromSuperview];
    self.preview = nil;
}

@end
