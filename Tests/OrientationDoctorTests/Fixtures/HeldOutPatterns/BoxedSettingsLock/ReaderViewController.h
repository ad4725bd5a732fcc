#import <UIKit/UIKit.h>
#import "Settings.h"

@interface ReaderViewController : UIViewController
@property (nonatomic, strong) GVUserDefaults *userDefaults;
@end
