import SwiftUI
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static var orientation: UIInterfaceOrientationMask = .all // expect: ORI-706

    func application( // expect: ORI-705 ORI-732
        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        Self.orientation
    }
}

struct ContentView: View {
    @State private var showCover = false

    var body: some View {
        Button("Show full screen cover") {
            modifyOrientation(.landscapeRight) // expect: ORI-708
            showCover.toggle()
        }
    }
}

// A class that adopts nothing of the kind has a method of the same name: its bare call is its own.
final class Recorder {
    func modifyOrientation(_ mask: UIInterfaceOrientationMask) {}

    func start() {
        modifyOrientation(.portrait)
    }
}

extension View {
    func modifyOrientation(_ mask: UIInterfaceOrientationMask) {
        AppDelegate.orientation = mask // expect: ORI-707
    }
}
