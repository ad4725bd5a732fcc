#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
import SwiftUI
import UIKit

extension View {
    /// States the interface orientations this view supports while it is on
    /// screen. The app allows the intersection of every visible view's
    /// orientations (``InterfaceOrientationCoordinator/supportedOrientations``);
    /// when the intersection changes, UIKit is asked again and, if the
    /// current orientation is no longer allowed, the interface rotates.
    ///
    /// Source-compatible with swiftui-interface-orientation. Also puts
    /// `\.interfaceOrientation` into the content's environment.
    public func interfaceOrientations(_ orientations: UIInterfaceOrientationMask) -> some View {
        modifier(InterfaceOrientationsModifier(mask: InterfaceOrientationMask(rawValue: orientations.rawValue)))
    }

    /// States the interface orientations this view supports, or `nil` for no
    /// preference (the defaults apply), as swiftui-interface-orientation allows.
    public func interfaceOrientations(_ orientations: UIInterfaceOrientationMask?) -> some View {
        modifier(InterfaceOrientationsModifier(mask: InterfaceOrientationMask(rawValue: orientations?.rawValue ?? 0)))
    }
}

/// Registers a mask with the shared coordinator while the view is live
/// (appeared, in a window and shown there, not dismantled).
struct InterfaceOrientationsModifier: ViewModifier {
    /// The view's mask; empty means no preference.
    let mask: InterfaceOrientationMask
    @State private var holder = InterfaceOrientationRegistrationHolder()

    func body(content: Content) -> some View {
        let holder = self.holder
        let mask = self.mask
        return InterfaceOrientationEnvironmentReader(coordinator: .shared, scene: holder.scene) {
            content
                .background(
                    HostingProbe(
                        onPlacement: { holder.probe($0, mask: mask) },
                        onDismantle: { _ in holder.registration.dismantle() })
                )
                .onAppear { holder.registration.appear(mask) }
                .onDisappear { holder.registration.disappear() }
                .interfaceOrientationMaskChange(mask) { holder.registration.change($0) }
        }
    }
}

extension View {
    /// Calls `action` with the new mask when it changes: the two-value
    /// `onChange(of:initial:_:)` from iOS 17 (with an SDK that has it), the
    /// one-value form on iOS 14-16; on iOS 13 the probe's update reports
    /// changes instead.
    @ViewBuilder
    func interfaceOrientationMaskChange(
        _ mask: InterfaceOrientationMask,
        perform action: @escaping (InterfaceOrientationMask) -> Void
    ) -> some View {
        #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *) {
            onChange(of: mask) { _, newMask in action(newMask) }
        } else {
            legacyMaskChange(mask, perform: action)
        }
        #else
        // An SDK before iOS 17's: its one-value form is the only one, and not
        // deprecated there.
        if #available(iOS 17.0, *) {
            onChange(of: mask, perform: action)
        } else {
            legacyMaskChange(mask, perform: action)
        }
        #endif
    }

    /// `onChange(of:perform:)` on iOS 14-16, nothing on iOS 13.
    @available(iOS, introduced: 13.0, deprecated: 17.0, message: "Use interfaceOrientationMaskChange")
    @ViewBuilder
    private func legacyMaskChange(
        _ mask: InterfaceOrientationMask,
        perform action: @escaping (InterfaceOrientationMask) -> Void
    ) -> some View {
        if #available(iOS 14.0, *) {
            onChange(of: mask, perform: action)
        } else {
            self
        }
    }
}
#endif
