#if canImport(UIKit)
import OrientationConformance
import OrientationKit
import UIKit

/// What a plan screen's class answers UIKit: the plan's overrides, else
/// UIKit's defaults. Every answer to `supportedInterfaceOrientations` is
/// recorded in ``AskLog``: in plain mode that is how the app sees which
/// controller UIKit asked.
@MainActor
final class PlanAnswers {
    /// The plan screen.
    let screen: String
    /// The overrides; `nil` fields keep UIKit's defaults.
    var overrides: PlanOverrides?

    init(screen: String, overrides: PlanOverrides?) {
        self.screen = screen
        self.overrides = overrides
    }

    /// `supportedInterfaceOrientations`: the override, else UIKit's answer (`base`).
    func supported(_ base: UIInterfaceOrientationMask) -> UIInterfaceOrientationMask {
        let answer = overrides?.supported.map(UIInterfaceOrientationMask.init) ?? base
        AskLog.shared.record(screen, answer: InterfaceOrientationMask(answer))
        return answer
    }

    /// `preferredInterfaceOrientationForPresentation`, for classes that override it.
    func preferred(_ base: UIInterfaceOrientation) -> UIInterfaceOrientation {
        overrides?.preferred.map(UIInterfaceOrientation.init) ?? base
    }

    /// `shouldAutorotate` (rule 10: true by default).
    var shouldAutorotate: Bool { overrides?.shouldAutorotate ?? true }
}

/// The plan screen whose `supportedInterfaceOrientations` UIKit called
/// last, and its answer. Only classes that override the getter can tell,
/// so in library mode (where only the plan's foreign screens override) it
/// is not recorded as an observation.
@MainActor
final class AskLog {
    /// The app's log.
    static let shared = AskLog()
    /// The last screen asked and its answer.
    private(set) var last: (screen: String, answer: InterfaceOrientationMask)?

    /// Records an answer.
    func record(_ screen: String, answer: InterfaceOrientationMask) { last = (screen, answer) }

    /// Forgets everything (a new run).
    func reset() { last = nil }
}

/// A view controller built for a plan screen.
@MainActor
protocol PlanScreenControlling: UIViewController {
    /// The plan screen's id.
    var planID: String { get }
}

/// Shows a screen's id on a colour of its own, so the person sees which
/// plan screen is on top.
@MainActor
enum ScreenLook {
    static func decorate(_ view: UIView, id: String) {
        // A hash of the id's characters, not `hashValue` (seeded per process):
        // the same screen has the same colour at every launch.
        let hash = id.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) % 360 }
        let hue = CGFloat(hash) / 360
        view.backgroundColor = UIColor(hue: hue, saturation: 0.35, brightness: 0.95, alpha: 1)
        let label = UILabel()
        label.text = id
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

extension UIInterfaceOrientationMask {
    /// UIKit's default for a controller (rule 9).
    @MainActor static var idiomDefault: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
}
#endif
