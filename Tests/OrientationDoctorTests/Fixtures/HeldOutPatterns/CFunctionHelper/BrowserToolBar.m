#import "BrowserUtilities.h"

@interface BrowserToolBar : UIView
@end

@implementation BrowserToolBar

- (void)layoutWithOrientation:(UIDeviceOrientation)orientation {
    UIEdgeInsets padding = BrowserPaddingForOrientation(orientation); // expect: caller
    self.frame = UIEdgeInsetsInsetRect(self.superview.bounds, padding);
    self.layer.cornerRadius = CGRectGetHeight(self.bounds) / 10;
}

@end
