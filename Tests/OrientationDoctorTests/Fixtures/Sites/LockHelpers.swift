// The writers of the lock: app-made helpers, a screen's own lock, SwiftUI
// modifiers and a preference key. Marked like SwiftSites.swift. Not compiled.
import SwiftUI
import UIKit

enum AppUtility {
    static func lockOrientation(_ mask: UIInterfaceOrientationMask) {
        AppDelegate.orientationLock = mask // expect: ORI-707
    }
}

final class OrientationLockManager: ObservableObject {
    var lockedOrientation: UIInterfaceOrientationMask = .portrait {
        didSet { AppDelegate.orientationLock = lockedOrientation } // expect: ORI-707
    }

    func lock() { lockedOrientation = .landscape } // expect: ORI-707
    func unlock() { lockedOrientation = .portrait } // expect: ORI-707
}

final class GalleryViewController: UIViewController {
    let lockManager = OrientationLockManager()
    let mutex = NSLock()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        AppUtility.lockOrientation(.landscape) // expect: ORI-707
        lockManager.lock() // expect: ORI-707
        mutex.lock()
        mutex.unlock()
    }
}

final class ReaderViewController: UIViewController {
    var allowedOrientations: UIInterfaceOrientationMask = .portrait // expect: ORI-706

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { allowedOrientations } // expect: ORI-701

    @objc func lockButtonTapped() {
        allowedOrientations = .landscape // expect: ORI-707
    }
}

final class MapViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        AppDelegate.orientationLock = .landscape // expect: ORI-707
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        AppDelegate.orientationLock = .portrait // expect: ORI-707
    }
}

struct SupportedOrientationsKey: PreferenceKey { // expect: ORI-706
    static var defaultValue: UIInterfaceOrientationMask = .portrait
    static func reduce(value: inout UIInterfaceOrientationMask, nextValue: () -> UIInterfaceOrientationMask) {
        value = nextValue()
    }
}

extension View {
    func supportedOrientations(_ mask: UIInterfaceOrientationMask) -> some View { // expect: ORI-708
        preference(key: SupportedOrientationsKey.self, value: mask)
    }
}

struct VideoScreen: View {
    @StateObject private var lockManager = OrientationLockManager()
    @State private var isFullScreen = false

    var body: some View {
        Color.black
            .onAppear { lockManager.lock() } // expect: ORI-708
            .onDisappear { lockManager.unlock() } // expect: ORI-708
            .onChange(of: isFullScreen) { _ in AppUtility.lockOrientation(.landscape) } // expect: ORI-708
            .supportedOrientations(.landscape) // expect: ORI-708
            .onPreferenceChange(SupportedOrientationsKey.self) { mask in print(mask) } // expect: ORI-708
    }
}
