#import <UIKit/UIKit.h>

@interface EmulatorViewController : UIViewController
@end

/// `_running` is the emulation thread's run flag; `_rotationLocked` is the screen's lock.
@implementation EmulatorViewController
{
    volatile bool _running;
    BOOL _rotationLocked; // expect: ORI-706
}

- (void)start
{
    if (_running) return;
    _running = true;
    [NSThread detachNewThreadWithBlock:^{
        while (_running) {
            [self step];
        }
    }];
}

- (void)stop
{
    _running = false;
}

- (void)step
{
}

- (IBAction)toggleLock:(id)sender
{
    _rotationLocked = !_rotationLocked; // expect: ORI-707
}

- (BOOL)shouldAutorotate // expect: ORI-702
{
    if (_running && _rotationLocked) {
        return NO;
    }
    return YES;
}
@end
