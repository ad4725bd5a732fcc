#import "BrowserUtilities.h"

UIEdgeInsets BrowserPaddingForOrientation(UIDeviceOrientation orientation) {
    UIEdgeInsets padding = UIEdgeInsetsZero;
    UIDeviceOrientation barOrientation = (UIDeviceOrientation)UIApplication.sharedApplication.statusBarOrientation; // expect: ORI-713
    if (orientation != barOrientation) {
        padding.top = 20;
    }
    return padding;
}

static CGFloat BrowserCornerRadius(CGFloat side) {
    return side / 10;
}
