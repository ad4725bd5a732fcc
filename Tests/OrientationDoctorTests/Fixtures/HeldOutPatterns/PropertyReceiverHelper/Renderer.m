#import <UIKit/UIKit.h>

@interface Renderer : NSObject
@property (nonatomic, assign) CGFloat yaw;
@property (nonatomic, strong) NSObject *source;
@end

@implementation Renderer

- (instancetype)init {
    if (self = [super init]) {
        self.yaw = 0;
    }
    return self;
}

- (void)draw {
    NSObject *source = [[NSObject alloc] init];
    self.source = source;
    CGFloat angle = self.yaw * 2;
    NSLog(@"%f %@", angle, self.source.description);
}

@end
