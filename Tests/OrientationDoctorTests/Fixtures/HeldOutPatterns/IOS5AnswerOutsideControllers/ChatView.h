#import <UIKit/UIKit.h>

@interface ChatView : UIView <UITableViewDelegate>
@end

@interface ChatDelegate : NSObject <UITextFieldDelegate>
@end

@interface GameViewController : UIViewController
@end
