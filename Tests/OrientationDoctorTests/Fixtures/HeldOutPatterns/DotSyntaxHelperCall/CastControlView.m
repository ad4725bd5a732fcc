#import "CastManager.h"

@interface CastControlView : UIView
@end

@implementation CastControlView

- (void)changeDevice {
    if ([CastManager.sharedManager.currentOrientationName isEqualToString:@"portrait"]) { // expect: caller
        [self setNeedsLayout];
    }
    CGFloat labelHeight = self.frame.size.height;
    NSLog(@"%f", labelHeight);
}

- (void)layoutSubviews {
    [super layoutSubviews];
    NSString *name = [CastManager.sharedManager currentOrientationName]; // expect: caller
    NSLog(@"%@", name);
}

@end
