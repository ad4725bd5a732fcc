#import <UIKit/UIKit.h>

// A game library's C helpers under a prefix of its own (`UIKit_…`): their calls reach the status bar's and the
// application's orientations; the SDK's functions (`UIGraphicsGetCurrentContext`) are no helpers. A branch for
// another platform (`#ifdef GAME_PLATFORM_VISIONOS`, `TARGET_OS_TV`) is not compiled for iOS.
bool UIKit_IsDisplayLandscape(UIScreen *screen)
{
    if (screen == [UIScreen mainScreen]) {
        return UIInterfaceOrientationIsLandscape([UIApplication sharedApplication].statusBarOrientation); // expect: ORI-713
    }
    return screen.bounds.size.width > screen.bounds.size.height;
}

NSUInteger UIKit_SupportedOrientations(UIWindow *window)
{
    UIApplication *app = [UIApplication sharedApplication];
    if ([app.delegate respondsToSelector:@selector(application:supportedInterfaceOrientationsForWindow:)]) {
        return [app.delegate application:app supportedInterfaceOrientationsForWindow:window]; // expect: ORI-737
    }
    return [app supportedInterfaceOrientationsForWindow:window]; // expect: ORI-737
}

CGRect UIKit_ViewFrame(UIScreen *screen)
{
    CGRect frame = screen.bounds;
#ifdef GAME_PLATFORM_VISIONOS
    frame = CGRectMake(0, 0, 1280, 720);
#else
    if (UIKit_IsDisplayLandscape(screen) != (frame.size.width > frame.size.height)) { // expect: caller
        frame.size = CGSizeMake(frame.size.height, frame.size.width);
    }
#endif
    return frame;
}

void UIKit_Draw(UIScreen *screen)
{
    CGContextRef context = UIGraphicsGetCurrentContext();
#if TARGET_OS_TV || defined(GAME_PLATFORM_VISIONOS)
    bool landscape = UIKit_IsDisplayLandscape(screen);
#elif !defined(GAME_PLATFORM_TVOS) && !TARGET_OS_WATCH
    bool landscape = UIKit_IsDisplayLandscape(screen); // expect: caller
#endif
    (void)context;
    (void)landscape;
}
