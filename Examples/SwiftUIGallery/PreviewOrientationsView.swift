#if canImport(UIKit) && canImport(SwiftUI)
import OrientationKit
import SwiftUI

/// A file that imports SwiftUI and OrientationKit and names
/// `InterfaceOrientation`: the name means SwiftUI's type (iOS 15+, the one
/// `.previewInterfaceOrientation` takes), exactly as without OrientationKit.
/// OrientationKit's API stays usable beside it: member syntax
/// (`.locked(.landscapeRight)`), `\.interfaceOrientation` and its `name`.
@available(iOS 15.0, *)
struct PreviewOrientationsView: View {
    /// SwiftUI's orientations, as a preview lists them.
    let previewOrientations: [InterfaceOrientation] = InterfaceOrientation.allCases
    @Environment(\.interfaceOrientation) private var current

    var body: some View {
        List {
            Section(header: Text("SwiftUI preview orientations")) {
                ForEach(previewOrientations) { orientation in
                    Text(String(describing: orientation))
                }
            }
            Section(header: Text("OrientationKit")) {
                Text("Now: \(current.name)")
            }
        }
        .orientationPolicy(.allButUpsideDown)
    }

    /// SwiftUI's own value, passed where SwiftUI expects it.
    static var landscapePreview: InterfaceOrientation { .landscapeLeft }

    /// This screen as a preview shows it sideways, with SwiftUI's modifier.
    @MainActor
    static func sideways() -> some View {
        PreviewOrientationsView().previewInterfaceOrientation(landscapePreview)
    }
}
#endif
