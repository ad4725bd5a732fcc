#if canImport(UIKit) && canImport(SwiftUI)
import OrientationConformance
import OrientationKit
import SwiftUI
import UIKit

/// A plan's `hosting` screen: a SwiftUI hosting controller whose view shows
/// each child controller through a `UIViewControllerRepresentable`, in view
/// order, so that SwiftUI makes them its children as apps' hosting
/// controllers do (rule 44). In library mode it is the library's
/// ``OrientationHostingController``.
@MainActor
enum PlanHosting {
    /// A hosting controller showing `shown` (the plan's visible children).
    static func make(planID: String, shown: [UIViewController], library: Bool) -> UIViewController {
        let content = AnyView(
            VStack(spacing: 0) {
                Text(planID).font(.headline)
                ForEach(Array(shown.enumerated()), id: \.offset) { item in
                    HostedChild(controller: item.element)
                }
            })
        let host: UIViewController =
            library ? OrientationHostingController(rootView: content) : UIHostingController(rootView: content)
        host.title = planID
        return host
    }
}

/// One child controller inside SwiftUI.
private struct HostedChild: UIViewControllerRepresentable {
    let controller: UIViewController

    func makeUIViewController(context: Context) -> UIViewController { controller }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
#endif
