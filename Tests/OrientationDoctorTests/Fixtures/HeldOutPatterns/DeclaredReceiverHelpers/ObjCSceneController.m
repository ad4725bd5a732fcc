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

- (void)viewWillDisappear:(BOOL)animated
{
    [super viewWillDisappear:animated];
    [recorder rest]; // expect: ORI-707
    [session rest];
}

@end
