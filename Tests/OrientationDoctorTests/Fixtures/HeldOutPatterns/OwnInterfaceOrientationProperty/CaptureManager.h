#import <Foundation/Foundation.h>

// A capture manager's own orientation property, declared in its header (set 62's OnePass SDK).
@interface CaptureManager : NSObject
@property (nonatomic) NSInteger interfaceOrientation;
@end
