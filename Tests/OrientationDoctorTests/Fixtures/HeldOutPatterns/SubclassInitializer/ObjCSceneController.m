#import <UIKit/UIKit.h>
#import "Recorder-Swift.h"

// The same initializers called from Objective-C (ARVideoKit's Objective-C examples, held-out set 146):
// `initWithScene:` is Swift's `init(scene:)`, whose superclass's initializer sets the lock and turns the device.
@interface ObjCSceneController : UIViewController
@property (strong, nonatomic) Recorder *recorder;
@property (strong, nonatomic) Uploader *uploader;
@end

@implementation ObjCSceneController

- (void)viewDidLoad
{
    [super viewDidLoad];
    self.recorder = [[Recorder alloc] initWithScene:self.view]; // expect: ORI-707
    self.uploader = [[Uploader alloc] initWithScene:self.view];
    UIView *plain = [[UIView alloc] initWithFrame:CGRectZero];
    [self.view addSubview:plain];
}

@end
