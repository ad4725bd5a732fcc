import SwiftUI
import UIKit

/// A SwiftUI page that turns the app to landscape while it shows: it sets the
/// app delegate's lock as it appears, forces the rotation, and puts portrait
/// back as it goes.
struct VideoScreen: View {
    @State private var isPlaying = false

    var body: some View {
        VStack {
            Text(isPlaying ? "Playing" : "Paused")
                .onAppear {
                    AppDelegate.orientationLock = .landscape
                    UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
                    UIViewController.attemptRotationToDeviceOrientation()
                    isPlaying = true
                }
                .onDisappear {
                    AppDelegate.orientationLock = .portrait
                    UIViewController.attemptRotationToDeviceOrientation()
                }
        }
    }
}

/// The same page for photos, whose closures only lock.
struct PhotoScreen: View {
    var body: some View {
        Image(systemName: "photo")
            .onAppear { AppDelegate.orientationLock = [.landscapeLeft, .landscapeRight] }
            .onDisappear { AppDelegate.orientationLock = .portrait }
            .padding()
    }
}
