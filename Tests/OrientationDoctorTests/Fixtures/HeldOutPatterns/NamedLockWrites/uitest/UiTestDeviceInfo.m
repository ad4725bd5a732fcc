#import "UiTestDeviceInfo.h"

// UI-test support compiled into the UI-test target: it imports no XCTest, but its folder says what it is.
@implementation UiTestDeviceInfo

- (void)setupForUiType:(int)uiType {
    self.info.supportedInterfaceOrientations = uiType;
}

@end
