#import "BrowserUtilities.h"

@interface BrowserToolBar : UIView
@end

@implementation BrowserToolBar

- (void)layoutWithOrientation:(UIDeviceOrientation)orientation {
    UIEdgeInsets padding = BrowserPaddingForOrientation(orientation); // expect: ORI-734
    self.frame = UIEdgeInsetsInsetRect(self.superview.bounds, padding);
    self.layer.cornerRadius = CGRectGetHeight(self.bounds) / 10;
}

@end
