import UIKit

// Transforms whose angle is a variable worked out from the device's orientation: the gallery's helpers that turn a
// view to match the device inside a portrait-only app, and a recorder's buttons turned by degrees. A variable angle
// in code that reads no orientation (a spinner) turns nothing for the interface.
func windowRotationTransform() -> CGAffineTransform {
    let angleInRadians = degreesToRadians(rotationAngle(UIDevice.current.orientation)) // expect: ORI-719
    return CGAffineTransform(rotationAngle: angleInRadians) // expect: ORI-722
}

func deviceRotationTransform() -> CGAffineTransform {
    let angleInRadians = degreesToRadians(rotationAngle(UIDevice.current.orientation)) // expect: ORI-719
    return CGAffineTransform(rotationAngle: -angleInRadians) // expect: ORI-722
}

func rotationAngle(_ orientation: UIDeviceOrientation) -> CGFloat {
    orientation == .landscapeLeft ? 90 : 0
}

func degreesToRadians(_ degrees: CGFloat) -> CGFloat {
    .pi * degrees / 180
}

extension CGFloat {
    var degreesToRadians: CGFloat { self * .pi / 180 }
}

final class RecorderControls {
    var buttons: [UIView] = []

    func deviceDidRotate() {
        var angle: CGFloat = 0
        if UIDevice.current.orientation == .landscapeLeft { angle = 90 } // expect: ORI-719
        for button in buttons {
            button.transform = CGAffineTransform(rotationAngle: CGFloat(angle).degreesToRadians) // expect: ORI-722
        }
    }

    func spin(_ view: UIView, by angle: CGFloat) {
        view.transform = CGAffineTransform(rotationAngle: angle)
    }
}

final class ScannerPreview {
    let zxCapture = CALayer()

    func applyOrientation() {
        var captureRotation: Double = 0
        if UIDevice.current.orientation == .landscapeLeft { captureRotation = 90 } // expect: ORI-719
        let angleRadius = captureRotation / 180.0 * Double.pi
        zxCapture.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(angleRadius)))
    }
}
