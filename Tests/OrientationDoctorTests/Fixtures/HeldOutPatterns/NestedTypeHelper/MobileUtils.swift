import SwiftUI
import UIKit

enum MobileUtils {
    final class OrientationInfo: ObservableObject {
        @Published var isPortrait: Bool

        init() {
            isPortrait = !UIDevice.current.orientation.isLandscape // expect: ORI-719
        }
    }
}

struct SidebarView: View {
    var body: some View {
        GeometryReader { proxy in
            // A throwaway object whose initializer reads the device, made through its nested type's path.
            let portrait = MobileUtils.OrientationInfo().isPortrait // expect: caller
            Color.clear.frame(width: portrait ? proxy.size.width * 0.85 : 300)
        }
    }
}
