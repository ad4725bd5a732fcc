#import <OpenGLES/ES1/gl.h>
#import "Matrix.h"

@implementation GameRenderer

// The 2D camera: the game is landscape, its GL view portrait.
- (void)setupUICamera {
    glLoadIdentity();
#if LANDSCAPE_MODE
    glRotatef(-90, 0.0f, 0.0f, 1.0f); // expect: ORI-739
#endif
    glOrthof(0, 480, 320, 0, -1, 1);
}

// The engine's turn for each orientation: one site for the method.
- (void)applyOrientation {
    switch (deviceOrientation_) {
        case kGameOrientationPortraitUpsideDown:
            glRotatef(180, 0, 0, 1); // expect: ORI-739
            break;
        case kGameOrientationLandscapeLeft:
            glRotatef(-90, 0, 0, 1);
            break;
        default:
            break;
    }
}

// The pick ray is turned back with the screen's rotation.
- (void)setupCamera {
    Matrix44 screenRotation;
    GenerateRotationMatrix(-90.0f, 0.0f, 0.0f, 1.0f, &screenRotation); // expect: ORI-739
}

// A level meter laid on its side: about the meter's shape, not the screen.
- (void)drawMeter {
    if (!_vertical) {
        glRotatef(-90, 0, 0, 1);
    }
}

// A spinner turning by steps, and the player's yaw: not the screen.
- (void)drawSpinner {
    glRotatef(rotateDegrees, 0, 0, 1);
    glRotatef(90, 0, 1, 0);
}
@end

// A C function named for what it does.
void RotateForLandscape(int orientation) {
    kmGLRotatef(GLKMathDegreesToRadians(90), 0, 0, 1); // expect: ORI-739
}

// An engine's animated turn between the landscapes: a quarter plus the easing angle, per orientation.
@implementation EasedGame
- (void)update {
    switch (gameOrientation) {
        case GameOrientationLandscape:
            glRotatef(90+actualAngle, 0, 0, 1); // expect: ORI-739
            break;
        default:
            break;
    }
}
@end
