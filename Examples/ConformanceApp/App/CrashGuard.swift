#if canImport(UIKit)
import Foundation
import OrientationConformance

/// Records the exception that ends a run: UIKit's
/// `UIApplicationInvalidInterfaceOrientation` (rules 17-18) is raised
/// inside UIKit and cannot be caught by the app, so the handler writes its
/// name and reason next to the journal before the app dies; the next
/// launch reports "UIKit raised at step N".
enum CrashGuard {
    /// Installs the uncaught-exception handler.
    static func install() {
        NSSetUncaughtExceptionHandler { exception in
            ReplayJournalStore.standard().recordException(name: exception.name.rawValue, reason: exception.reason)
        }
    }
}
#endif
