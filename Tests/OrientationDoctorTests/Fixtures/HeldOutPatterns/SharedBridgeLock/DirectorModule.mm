#import <UIKit/UIKit.h>
#import "Director-Swift.h"

// The module that JavaScript calls keeps the director in a file-scope static and sends it the Swift lock methods
// by their Objective-C names (`lockToJsValue:` for `lockTo(jsValue:)`): each message is a lock write.
static Director *_director = DirectorBridge.shared;

@interface DirectorModule : NSObject
@end

@implementation DirectorModule

- (void)lockTo:(double)value
{
    [_director lockToJsValue:@(value)]; // expect: ORI-707
}

- (void)unlock
{
    [_director unlock]; // expect: ORI-707
}

- (void)reset
{
    [_director reset]; // expect: ORI-707
}

@end
