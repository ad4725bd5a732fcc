#import <UIKit/UIKit.h>

@interface GameViewController : UIViewController
@end

/// Remembers the orientation it turns to and returns it as its mask.
@implementation GameViewController
{
    UIInterfaceOrientation _orientation; // expect: ORI-706
}

- (void)willRotateToInterfaceOrientation:(UIInterfaceOrientation)orientation duration:(NSTimeInterval)duration
{
    _orientation = orientation; // expect: ORI-707
    [super willRotateToInterfaceOrientation:orientation duration:duration];
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations // expect: ORI-701
{
    return 1 << _orientation;
}
@end

@interface ReplayViewController : GameViewController
@end

/// A subclass: its call of super reaches the game screen's method, which writes the lock.
@implementation ReplayViewController
- (void)willRotateToInterfaceOrientation:(UIInterfaceOrientation)orientation duration:(NSTimeInterval)duration
{
    [super willRotateToInterfaceOrientation:orientation duration:duration]; // expect: ORI-707
}
@end

@interface ThemesViewController : UITableViewController
@end

/// An unrelated screen: its call of super reaches UIKit's method.
@implementation ThemesViewController
- (void)willRotateToInterfaceOrientation:(UIInterfaceOrientation)orientation duration:(NSTimeInterval)duration
{
    [self.tableView reloadData];
    [super willRotateToInterfaceOrientation:orientation duration:duration];
}
@end
