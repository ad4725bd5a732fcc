#import <UIKit/UIKit.h>

// YBImageBrowser (held-out set 100): a C function that reads the status bar's orientation to pad the
// browser's bars; each call of it is where a bar is laid out from that orientation.
UIEdgeInsets BrowserPaddingForOrientation(UIDeviceOrientation orientation);
