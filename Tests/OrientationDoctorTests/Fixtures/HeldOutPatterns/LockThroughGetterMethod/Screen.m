#import "Screen.h"

@implementation ScreenView

- (void)setScreenOrientation:(UIInterfaceOrientationMask)screenOrientation
{
    _screenOrientation = screenOrientation; // expect: ORI-707
}

- (void)updateProps:(NSDictionary *)props
{
    [self setScreenOrientation:[props[@"orientation"] unsignedIntegerValue]]; // expect: ORI-707
    self.hidesStatusBar = [props[@"statusBarHidden"] boolValue];
}

@end

@implementation Screen

- (ScreenView *)screenView
{
    return (ScreenView *)self.view;
}

- (BOOL)isModal
{
    return self.presentingViewController != nil;
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations // expect: ORI-701
{
    UIViewController *vc = self.childViewControllers.lastObject;
    if ([vc isKindOfClass:[Screen class]]) {
        return ((Screen *)vc).screenView.screenOrientation;
    }
    return UIInterfaceOrientationMaskAllButUpsideDown;
}

@end
