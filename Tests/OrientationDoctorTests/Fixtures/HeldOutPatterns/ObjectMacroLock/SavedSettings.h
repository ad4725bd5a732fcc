#import <Foundation/Foundation.h>

#define settingsS ((SavedSettings *)[SavedSettings sharedInstance])
#define themeS [ThemeSettings sharedTheme]

@interface SavedSettings : NSObject
+ (instancetype)sharedInstance;
@property BOOL isRotationLockEnabled; // expect: ORI-706
@property BOOL isAutoplayEnabled;
@end

@interface ThemeSettings : NSObject
+ (instancetype)sharedTheme;
@property BOOL isDarkModeEnabled;
@end
