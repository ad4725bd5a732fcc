#import <UIKit/UIKit.h>

// LittleGo's UiElementMetrics: the interface orientation read in one place.
@interface UiMetrics : NSObject
+ (UIInterfaceOrientation) interfaceOrientation;
+ (bool) interfaceOrientationIsPortrait;
+ (NSString*) orientationName;
- (UIInterfaceOrientation) boardOrientation;
@end

@implementation UiMetrics

+ (UIInterfaceOrientation) interfaceOrientation
{
  return [UIApplication sharedApplication].windows.firstObject.windowScene.interfaceOrientation; // expect: ORI-715
}

// A side test named for orientation that relays the wrapper of its own class.
+ (bool) interfaceOrientationIsPortrait
{
  return UIInterfaceOrientationIsPortrait([UiMetrics interfaceOrientation]);
}

// An instance's wrapper, reached through a property (`[self.metrics boardOrientation]`).
- (UIInterfaceOrientation) boardOrientation
{
  return [UIApplication sharedApplication].windows.firstObject.windowScene.interfaceOrientation; // expect: ORI-715
}

// Named for orientation, but gives none and tests no side: no wrapper.
+ (NSString*) orientationName
{
  return [UiMetrics interfaceOrientation] == UIInterfaceOrientationPortrait ? @"portrait" : @"landscape";
}

@end

// VLC's geometry preferences built by name: an initializer makes a value, it is no wrapper.
@interface GeometryPreferences : NSObject
@end

@implementation GeometryPreferences
- (instancetype)initWithInterfaceOrientations:(UIInterfaceOrientationMask)interfaceOrientations
{
  return [[NSClassFromString(@"UIWindowSceneGeometryPreferencesIOS") alloc] initWithInterfaceOrientations:interfaceOrientations]; // expect: ORI-711
}
@end

@implementation PreferenceUser
- (void)toggle:(UIWindowScene *)scene
{
  id prefs = [[GeometryPreferences alloc] initWithInterfaceOrientations:UIInterfaceOrientationMaskLandscape];
  [scene requestGeometryUpdateWithPreferences:prefs errorHandler:^(NSError *error) { NSLog(@"%@", error); }]; // expect: ORI-711
}
@end
