#import <UIKit/UIKit.h>

@interface ObjCSceneController () {
    RecordAR *recorder;
    Session *session;
}
@end

@implementation ObjCSceneController

- (void)viewWillAppear:(BOOL)animated
{
    [super viewWillAppear:animated];
    [recorder prepare:@"world"]; // expect: ORI-734
    [session prepare:@"world"];
}

@end
