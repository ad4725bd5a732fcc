#import <UIKit/UIKit.h>

@interface QuietLabel : UILabel
@end

@implementation QuietLabel
- (void)layoutSubviews {
    [super layoutSubviews];
    self.textAlignment = NSTextAlignmentCenter;
}
@end
