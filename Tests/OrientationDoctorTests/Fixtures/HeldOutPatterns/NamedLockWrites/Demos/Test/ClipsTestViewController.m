#import <UIKit/UIKit.h>

// A demo's test page is app code, and a video player is where the lock lives.
@implementation ClipsTestViewController

- (void)switchChanged:(UISwitch *)st {
    _rotationManager.disabledAutorotation = !st.isOn; // expect: ORI-707
    _exportedVideoPlayer.rotationManager.disabledAutorotation = YES; // expect: ORI-707
}

@end
