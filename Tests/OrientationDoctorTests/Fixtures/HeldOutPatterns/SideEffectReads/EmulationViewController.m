#import <UIKit/UIKit.h>

@interface EmulationViewController : UIViewController
@property (nonatomic) BOOL orientationLocked; // expect: ORI-706
@property (nonatomic) BOOL resumeAfterRotating;
@end

@implementation EmulationViewController

- (void)showSelection
{
    self.orientationLocked = YES; // expect: ORI-707
    self.resumeAfterRotating = YES;
}

- (void)hideSelection
{
    self.orientationLocked = NO; // expect: ORI-707
    self.resumeAfterRotating = NO;
}

- (BOOL)shouldAutorotate // expect: ORI-702
{
    if (self.resumeAfterRotating)
    {
        self.resumeAfterRotating = NO;
        [self resume];
    }
    return !self.orientationLocked;
}

- (void)resume
{
}

@end
