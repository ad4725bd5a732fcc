#import <UIKit/UIKit.h>

// A player library's rotation manager (ZFPlayer, held-out set 32): the properties the screens set by name
// are the lock, and their declarations are what becomes a policy.
@interface RotationManager : NSObject
@property (nonatomic, assign) BOOL allowOrientationRotation; // expect: ORI-706
@property (nonatomic, getter=isLockedScreen) BOOL lockedScreen; // expect: ORI-706
@property (nonatomic, assign) UIInterfaceOrientationMask supportInterfaceOrientation; // expect: ORI-706
// Named for the lock, but nobody sets it: nothing to report.
@property (nonatomic, assign) BOOL disableAutorotation;
// Set, but a string: its declaration is no lock.
@property (nonatomic, copy) NSString *autorotationReason;
@end

// The observer passes each value on to the manager through its own setter: the manager's declaration is the
// lock, this one is plumbing.
@interface OrientationObserver : NSObject
@property (nonatomic, strong) RotationManager *manager;
@property (nonatomic, getter=isLockedScreen) BOOL lockedScreen;
@end

// An option named like UIKit's own member, which the toast's window answers with (CWStatusBarNotification,
// held-out set 108): not the app's lock.
@interface ToastOptions : NSObject
@property (nonatomic) UIInterfaceOrientationMask supportedInterfaceOrientations;
@end
