import Foundation
import OrientationCore

/// One screen of a plan: a view controller for the device to build.
public struct PlanScreen: Sendable, Hashable, Decodable {
    /// Its id.
    public var id: String
    /// plain, navigation, tabBar, split, container or hosting.
    public var kind: ScreenKind
    /// Its initial children (a stack, the tabs, a container's children).
    public var children: [String]
    /// For a container or hosting controller, the children shown at once;
    /// `nil`: a container shows its first child, a hosting controller all.
    public var visible: [String]?
    /// Its policy (library mode states it; plain mode turned it into ``classOverrides``).
    public var policy: PlanPolicy?
    /// The overrides the scenario declared (a screen the app does not own).
    public var overrides: PlanOverrides?
    /// What the view controller's class answers UIKit in this plan's mode;
    /// `nil`: UIKit's defaults (the class overrides nothing).
    public var classOverrides: PlanOverrides?

    /// The children shown at once, as the model reads them: the top of a
    /// stack, the first tab, the named children of a container (else the
    /// first), every child of a hosting controller (else the named ones).
    public var initiallyShown: [String] {
        switch kind {
        case .navigation, .split: return children.last.map { [$0] } ?? []
        case .tabBar: return children.first.map { [$0] } ?? []
        case .container, .hosting:
            if let visible { return visible.filter(children.contains) }
            return kind == .hosting ? children : (children.first.map { [$0] } ?? [])
        case .plain: return []
        }
    }

    private enum Keys: String, CodingKey { case id, kind, children, visible, policy, overrides, classOverrides }

    /// Decodes a screen.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        id = try c.decode(String.self, forKey: .id)
        kind = try c.named(ScreenKind.self, .kind, "screen kind")
        children = try c.decodeIfPresent([String].self, forKey: .children) ?? []
        visible = try c.decodeIfPresent([String].self, forKey: .visible)
        policy = try c.decodeIfPresent(PlanPolicy.self, forKey: .policy)
        overrides = try c.decodeIfPresent(PlanOverrides.self, forKey: .overrides)
        classOverrides = try c.decodeIfPresent(PlanOverrides.self, forKey: .classOverrides)
    }
}

/// A screen's policy in a plan.
public struct PlanPolicy: Sendable, Hashable, Decodable {
    /// The orientations allowed.
    public var supported: InterfaceOrientationMask
    /// The orientation it opens in when it has a choice.
    public var preferred: InterfaceOrientation?
    /// The orientation it is forced into.
    public var locked: InterfaceOrientation?
    /// Follow the orientation of the screen beneath.
    public var matchPresenting: Bool
    /// The remember key.
    public var remember: String?

    /// The library's policy.
    public var orientationPolicy: OrientationPolicy {
        OrientationPolicy(
            supported: supported, preferred: preferred, locked: locked,
            matchesPresenting: matchPresenting, remember: remember)
    }

    private enum Keys: String, CodingKey { case supported, preferred, locked, matchPresenting, remember }

    /// Decodes a policy.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        supported = try c.mask(.supported)
        preferred = try c.optionalInterfaceOrientation(.preferred)
        locked = try c.optionalInterfaceOrientation(.locked)
        matchPresenting = try c.decodeIfPresent(Bool.self, forKey: .matchPresenting) ?? false
        remember = try c.optionalString(.remember)
    }
}

/// What a view controller's class (or a container's delegate) answers
/// UIKit; `nil` fields keep UIKit's defaults.
public struct PlanOverrides: Sendable, Hashable, Decodable {
    /// `supportedInterfaceOrientations`.
    public var supported: InterfaceOrientationMask?
    /// `preferredInterfaceOrientationForPresentation`.
    public var preferred: InterfaceOrientation?
    /// `shouldAutorotate`.
    public var shouldAutorotate: Bool?
    /// A navigation or tab bar controller's delegate answer.
    public var delegateSupported: InterfaceOrientationMask?

    /// Creates overrides.
    public init(
        supported: InterfaceOrientationMask? = nil, preferred: InterfaceOrientation? = nil,
        shouldAutorotate: Bool? = nil, delegateSupported: InterfaceOrientationMask? = nil
    ) {
        self.supported = supported
        self.preferred = preferred
        self.shouldAutorotate = shouldAutorotate
        self.delegateSupported = delegateSupported
    }

    private enum Keys: String, CodingKey { case supported, preferred, shouldAutorotate, delegateSupported }

    /// Decodes overrides.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        supported = try c.optionalMask(.supported)
        preferred = try c.optionalInterfaceOrientation(.preferred)
        shouldAutorotate = try c.decodeIfPresent(Bool.self, forKey: .shouldAutorotate)
        delegateSupported = try c.optionalMask(.delegateSupported)
    }
}

/// One extra window of the scene.
public struct PlanWindow: Sendable, Hashable, Decodable {
    /// Its id, named by `showWindow` and `hideWindow` steps.
    public var id: String
    /// Its root screen.
    public var root: String
    /// `UIWindow.windowLevel`.
    public var level: Double
    /// Hidden at launch.
    public var hidden: Bool
    /// Made key when shown.
    public var key: Bool
    /// A window of UIKit's own, which an app cannot make.
    public var system: Bool
}
