/// A SwiftUI view's policy lent to the screen hosting it (the hosting view
/// controller), over the view's life: set when the view finds its host,
/// replaced when the view's policy changes, and the host's previous policy
/// put back once when the view is removed or moves to another host.
///
/// The driver reads the host's current policy through a closure and carries
/// out the returned ``Step``s, so the rules are tested without UIKit.
public struct HostedPolicyLifecycle<Host: Hashable & Sendable>: Sendable, Hashable {
    /// One assignment for the driver to make.
    public enum Step: Sendable, Hashable {
        /// Set the host's policy to this value (`nil`: no policy).
        case set(Host, OrientationPolicy?)
    }

    /// The host the policy is lent to, if any.
    public private(set) var host: Host?
    /// The host's policy before the view lent its own.
    public private(set) var previous: OrientationPolicy?
    /// The view's policy.
    public private(set) var policy: OrientationPolicy?

    /// A view that has not found its host yet.
    public init() {}

    /// The view found its host (or lost it, `nil`) with `policy`. Restores
    /// the previous host first when the host changed.
    public mutating func place(_ policy: OrientationPolicy, on newHost: Host?,
                               current: (Host) -> OrientationPolicy?) -> [Step] {
        var steps = newHost == host ? [] : release(current: current)
        guard let newHost else { return steps }
        if host == nil {
            host = newHost
            previous = current(newHost)
        }
        self.policy = policy
        if current(newHost) != policy { steps.append(.set(newHost, policy)) }
        return steps
    }

    /// The view's policy changed: the host gets it at once, if there is one.
    public mutating func change(_ policy: OrientationPolicy, current: (Host) -> OrientationPolicy?) -> [Step] {
        guard let host else { return [] }
        self.policy = policy
        return current(host) == policy ? [] : [.set(host, policy)]
    }

    /// The view was removed: the host gets its previous policy back, once,
    /// unless something else replaced the view's policy meanwhile.
    public mutating func release(current: (Host) -> OrientationPolicy?) -> [Step] {
        guard let host else { return [] }
        let steps: [Step] = current(host) == policy ? [.set(host, previous)] : []
        self.host = nil
        previous = nil
        policy = nil
        return steps
    }
}
