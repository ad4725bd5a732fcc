#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import SwiftUI
import UIKit

/// A `UIHostingController` that answers iOS 26's
/// `prefersInterfaceOrientationLocked` from the deciding screen's policy,
/// the SwiftUI path to the orientation lock preference (rule 68): where a
/// scene ignores supported orientations but can still hold the lock, a view
/// with `.orientationPolicy(.locked(...))` keeps the locked orientation
/// once the scene shows it.
///
/// SwiftUI has no API for the lock preference, and UIKit asks the window's
/// root view controller, so make this the root of the window in a scene
/// delegate:
///
/// ```swift
/// window.rootViewController = OrientationHostingController(rootView: ContentView())
/// ```
///
/// Apart from that it is a plain `UIHostingController`.
@MainActor
open class OrientationHostingController<Content: View>: UIHostingController<Content> {
    #if canImport(UIKit, _version: 9000)
    /// iOS 26+: the deciding screen's wish to keep the orientation shown
    /// (``OrientationManager/prefersOrientationLock(for:)``).
    @available(iOS 26.0, *)
    open override var prefersInterfaceOrientationLocked: Bool {
        OrientationManager.shared.prefersOrientationLock(for: self)
    }
    #endif
}
#endif
