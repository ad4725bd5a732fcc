#if canImport(UIKit)
import OrientationConformance
import OrientationCore
import OrientationKit
import UIKit

/// Reads what UIKit did after a step: the scene's interface orientation
/// (`effectiveGeometry` from iOS 16, the scene's own property before), the
/// visible plan screen, `UIDevice.orientation`, the answer UIKit was last
/// given, the controller it asked last (plain mode), the library's deciding
/// screen and diagnostics (library mode), the orientation lock (iOS 26+).
@MainActor
struct ObservationReader {
    let stage: PlanStage

    func facts(geometryErrors: [String]) -> StepFacts {
        let library = stage.plan.scenario.app.library
        var deciding: String?
        if library, let screen = OrientationManager.shared.decidingScreen(in: stage.window) {
            deciding =
                stage.factory.controllers.first { ScreenID(object: $0.value) == screen }?.key ?? screen.description
        }
        return StepFacts(
            orientation: interfaceOrientation, visible: stage.snapshot()?.topmostVisible,
            device: DeviceOrientation(UIDevice.current.orientation),
            answer: OrientationAnswer.shared.lastAnswer,
            lastAsked: library ? nil : AskLog.shared.last, deciding: deciding,
            orientationLocked: orientationLocked, diagnostics: DiagnosticLog.shared.drain(),
            geometryErrors: geometryErrors)
    }

    /// The scene's interface orientation.
    var interfaceOrientation: InterfaceOrientation {
        guard let scene = stage.window.windowScene else { return .unknown }
        if #available(iOS 16.0, *) { return InterfaceOrientation(scene.effectiveGeometry.interfaceOrientation) }
        return InterfaceOrientation((scene as any LegacySceneOrientation).interfaceOrientation)
    }

    /// iOS 26+: `effectiveGeometry.isInterfaceOrientationLocked`; `nil` before.
    var orientationLocked: Bool? {
        #if canImport(UIKit, _version: 9000)
        if #available(iOS 26.0, *), let scene = stage.window.windowScene {
            return scene.effectiveGeometry.isInterfaceOrientationLocked
        }
        #endif
        return nil
    }
}

/// The scene's orientation before iOS 16, named in one place only (the
/// property is deprecated in iOS 26, rule 71).
@MainActor
protocol LegacySceneOrientation {
    var interfaceOrientation: UIInterfaceOrientation { get }
}

extension UIWindowScene: LegacySceneOrientation {}
#endif
