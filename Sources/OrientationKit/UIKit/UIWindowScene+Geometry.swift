#if canImport(UIKit) && os(iOS)
import OrientationCore
import UIKit

/// The scene's interface orientation before iOS 16, through a protocol so
/// that the deprecated property (rule 71) is named in one place only and
/// reached only where `effectiveGeometry` does not exist.
@MainActor
private protocol LegacySceneOrientation {
    var interfaceOrientation: UIInterfaceOrientation { get }
}

extension UIWindowScene: LegacySceneOrientation {}

extension UIWindowScene {
    /// The interface orientation the scene shows: from `effectiveGeometry`
    /// on iOS 16 and later (`UIWindowScene.interfaceOrientation` is
    /// deprecated in iOS 26, rule 71), else from the scene itself.
    var shownOrientation: InterfaceOrientation {
        if #available(iOS 16.0, *) { return InterfaceOrientation(effectiveGeometry.interfaceOrientation) }
        return InterfaceOrientation((self as any LegacySceneOrientation).interfaceOrientation)
    }

    /// iOS 26+: `effectiveGeometry.isInteractivelyResizing`, true while the
    /// user drags the scene's size (rule 73); false before iOS 26.
    var isResizingInteractively: Bool {
        #if canImport(UIKit, _version: 9000)
        if #available(iOS 26.0, *) { return effectiveGeometry.isInteractivelyResizing }
        #endif
        return false
    }
}
#endif
