#if canImport(UIKit) && os(iOS)
import os.log
import UIKit

extension OrientationManager {
    /// The default ``diagnosticHandler``: `print` in DEBUG builds, `os_log`
    /// otherwise (errors at error level, the rest at default level).
    nonisolated public static func defaultDiagnosticHandler(_ diagnostic: OrientationDiagnostic) {
        #if DEBUG
        print("[Orientation] \(diagnostic)")
        #else
        let type: OSLogType = diagnostic.severity == .error ? .error : .default
        os_log("%{public}@", log: .default, type: type, diagnostic.description)
        #endif
    }

    /// Records a diagnostic and hands it to ``diagnosticHandler``.
    func report(_ diagnostic: OrientationDiagnostic) {
        diagnostics.append(diagnostic)
        if diagnostics.count > max(maximumDiagnostics, 0) {
            diagnostics.removeFirst(diagnostics.count - max(maximumDiagnostics, 0))
        }
        diagnosticHandler(diagnostic)
    }

    /// Reports what the engine produced for its last event.
    func reportEngineDiagnostics(_ session: SceneSession) {
        for diagnostic in session.engine.diagnostics { report(diagnostic) }
        for refusal in session.engine.refusals { deliver(refusal) }
    }

    /// Forgets the recorded diagnostics.
    public func clearDiagnostics() {
        diagnostics = []
    }
}
#endif
