/// What the library's invisible child controllers (the UIKit probe and the
/// SwiftUI hosting probe) answer when a container asks them about the
/// status bar, the home indicator or the screen edges.
///
/// A custom container that forwards these to its last child would otherwise
/// ask a probe (often added last) and get UIKit's defaults, resetting the
/// status bar. A probe answers for the screen it serves instead: when its
/// parent has other children, it names the last of them as the child to ask
/// (``realChild(among:isProbe:)``); otherwise it answers with its parent's
/// own values (``parentValue(_:fallback:_:)``). Never a loop: the child
/// named is a sibling, never an ancestor, and a parent whose own getter
/// asks its children back gets the default from the probe on the second
/// visit. One instance per probe.
@MainActor
public final class AppearanceForwarding {
    /// True while the probe is asking its parent: a second visit gets the default.
    private var isAnswering = false

    /// A forwarding with no question under way.
    public init() {}

    /// The child the probe's parent would have asked without its probes:
    /// the last of the parent's children that is not a probe.
    public static func realChild<Controller>(
        among children: [Controller], isProbe: (Controller) -> Bool
    ) -> Controller? {
        children.last { !isProbe($0) }
    }

    /// The parent's own value, read by `read`; `fallback` when there is no
    /// parent, or when the parent asks the probe back while answering.
    public func parentValue<Parent, Value>(_ parent: Parent?, fallback: Value, _ read: (Parent) -> Value) -> Value {
        guard !isAnswering, let parent else { return fallback }
        isAnswering = true
        defer { isAnswering = false }
        return read(parent)
    }
}
