#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import SwiftUI
import UIKit

extension View {
    /// Gives the screen hosting this view an orientation policy, as
    /// ``UIKit/UIViewController/orientationPolicy`` gives one to a UIKit
    /// screen: a SwiftUI view in a `UIHostingController` that is pushed,
    /// presented as a sheet, or shown in a tab behaves exactly like a UIKit
    /// screen with the same policy (locked, remembered, matching the
    /// presenter).
    ///
    /// The policy applies to the view's hosting view controller while the
    /// view is in its hierarchy; the previous policy comes back when the view
    /// is removed. The app delegate must answer with
    /// ``OrientationManager/supportedInterfaceOrientations(for:)``.
    ///
    /// ```swift
    /// PlayerView().orientationPolicy(.locked(.landscapeRight))
    /// ```
    public func orientationPolicy(_ policy: OrientationPolicy) -> some View {
        modifier(OrientationPolicyModifier(policy: policy))
    }
}

/// Hands a policy to the view's hosting controller for as long as the view exists.
struct OrientationPolicyModifier: ViewModifier {
    /// The policy of the hosting screen.
    let policy: OrientationPolicy
    @State private var holder = OrientationPolicyHolder()

    func body(content: Content) -> some View {
        let holder = self.holder
        let policy = self.policy
        return InterfaceOrientationEnvironmentReader(coordinator: .shared) {
            content
                .background(HostingProbe(onChange: { holder.probe($0, policy: policy) },
                                         onDismantle: { _ in holder.release() }))
                .orientationPolicyChange(policy) { holder.change($0) }
        }
    }
}

extension View {
    /// `onChange(of:)` from iOS 14; on iOS 13 the probe's update reports changes.
    @ViewBuilder
    func orientationPolicyChange(_ policy: OrientationPolicy,
                                 perform action: @escaping (OrientationPolicy) -> Void) -> some View {
        if #available(iOS 14.0, *) {
            onChange(of: policy, perform: action)
        } else {
            self
        }
    }
}
#endif
