#import "GVUserDefaults.h"

// A reader's orientation lock kept in the user defaults through a settings pod's class the app extends with a
// category (NovelReader, held-out set 179): the flag is an NSNumber, the locked orientation an integer.
@interface GVUserDefaults (Properties)
@property (nonatomic) NSNumber *orientationLocked; // expect: ORI-706
@property (nonatomic) NSUInteger fixedOrientation; // expect: ORI-706
@property (nonatomic) NSNumber *nightMode;
@property (nonatomic) CGFloat fontSize;
@end
