#if canImport(UIKit)
import OrientationConformance
import OrientationKit
import UIKit

/// The app's answer to UIKit's orientation question, from the app delegate
/// and (iOS 27) the scene delegate: every orientation outside a replay; in
/// a plain-mode replay, the plan's Info.plist mask (an app cannot change
/// its Info.plist while it runs, and the delegate's answer replaces it,
/// rule 14); in library mode, the library's. It remembers the last answer
/// of a replay, which the app records after each step.
@MainActor
final class OrientationAnswer {
    /// Who answers.
    enum Mode {
        /// Outside a replay.
        case app
        /// A plain UIKit replay: the plan's Info.plist mask.
        case plain(InterfaceOrientationMask)
        /// A library replay.
        case library
    }

    /// The app's answer.
    static let shared = OrientationAnswer()

    /// Who answers now.
    var mode: Mode = .app {
        didSet { lastAnswer = nil }
    }

    /// The last answer given during a replay, `nil` before UIKit asked.
    private(set) var lastAnswer: InterfaceOrientationMask?

    /// True in a library replay.
    var isLibrary: Bool {
        if case .library = mode { return true }
        return false
    }

    /// The answer for a window.
    func answer(for window: UIWindow?) -> UIInterfaceOrientationMask {
        switch mode {
        case .app:
            return .all
        case .plain(let mask):
            lastAnswer = mask
            return UIInterfaceOrientationMask(mask)
        case .library:
            let mask = OrientationManager.shared.supportedInterfaceOrientations(for: window)
            lastAnswer = InterfaceOrientationMask(mask)
            return mask
        }
    }
}
#endif
