import SwiftUI
import UIKit

struct SupportedOrientationsKey: PreferenceKey { // expect: ORI-706
    static var defaultValue: UIInterfaceOrientationMask = .allButUpsideDown

    static func reduce(value: inout UIInterfaceOrientationMask, nextValue: () -> UIInterfaceOrientationMask) {
        value = nextValue()
    }
}

extension View {
    /// The modifier a screen calls: reported at its declaration, which is what a person rewrites.
    func supportedOrientations(_ supportedOrientations: UIInterfaceOrientationMask) -> some View { // expect: ORI-708
        preference(key: SupportedOrientationsKey.self, value: supportedOrientations)
    }
}
