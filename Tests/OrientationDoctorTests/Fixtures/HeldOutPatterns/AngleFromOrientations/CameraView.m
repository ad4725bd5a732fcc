#import <UIKit/UIKit.h>
#import <AVFoundation/AVFoundation.h>

// A camera overlay turns its buttons by the angle between the interface and the device (card.io, held-out set
// 140): the angle is worked out from orientations, so the rotation fakes the interface's. A video buffer turned
// by the angle between two video orientations (Apple's capture samples) turns frames, not the interface.
static CGFloat rotationForOrientationDelta(NSInteger delta) { return delta * M_PI_2; }

@interface CameraView : UIView
@property (nonatomic, strong) UIButton *lightButton;
@property (nonatomic) UIDeviceOrientation deviceOrientation;
@property (nonatomic) AVCaptureVideoOrientation videoOrientation;
@end

@implementation CameraView

- (void)layoutCameraButtons {
  NSInteger delta = (NSInteger)self.deviceOrientation - (NSInteger)self.window.windowScene.interfaceOrientation; // expect: ORI-715
  CGFloat rotation = -rotationForOrientationDelta(delta);
  CGAffineTransform r = CGAffineTransformMakeRotation(rotation); // expect: ORI-722
  self.lightButton.transform = r;
}

- (CGAffineTransform)transformFromVideoBufferOrientationToOrientation:(AVCaptureVideoOrientation)orientation {
  CGFloat angleOffset = [self angleOffsetFromPortraitOrientationToOrientation:orientation]
      - [self angleOffsetFromPortraitOrientationToOrientation:self.videoOrientation];
  CGAffineTransform transform = CGAffineTransformMakeRotation(angleOffset);
  return transform;
}

- (CGFloat)angleOffsetFromPortraitOrientationToOrientation:(AVCaptureVideoOrientation)orientation {
  return orientation == AVCaptureVideoOrientationPortrait ? 0 : M_PI_2;
}

@end
