/// The project's classes and their superclasses, across files and
/// languages, with UIKit's own classes known by name: enough to tell a
/// view controller or a container from an unrelated type that happens to
/// declare a member with the same name.
struct ClassHierarchy {
    /// What a class is, as far as orientation goes.
    enum Kind: Equatable {
        /// A navigation, tab bar, split or page view controller (or a subclass).
        case container(String)
        /// Any other view controller.
        case viewController
        /// `UIWindow` or a subclass.
        case window
        /// A class whose chain leaves the project through a superclass the
        /// doctor does not know (a third-party base class).
        case external(String)
        /// Unrelated to UIKit's view controllers.
        case other
    }

    static let containers: Set<String> = [
        "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
    ]
    static let viewControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIHostingController",
        "AVPlayerViewController", "UIInputViewController", "UIActivityViewController", "UIAlertController",
        "UISearchController", "UIImagePickerController", "UIDocumentPickerViewController",
    ]
    static let unrelatedRoots: Set<String> = ["NSObject", "UIResponder", "UIView", "NSProxy", "UIControl"]

    /// The prefix of a superclass from another module named like its subclass.
    static let otherModules = "another module's "

    private var superclassOf: [String: String] = [:]
    private var declared: Set<String> = []

    /// The hierarchy declared by these types (extensions and categories add nothing).
    init(_ types: [TypeFact]) {
        for type in types where !type.isExtension {
            declared.insert(type.name)
            if let superclass = type.superclass, superclassOf[type.name] == nil {
                // `class GameViewController: Core.GameViewController`: the
                // module is dropped from the name, so a superclass named
                // like the class is another module's class of that name.
                superclassOf[type.name] = superclass == type.name ? Self.otherModules + superclass : superclass
            }
            // Objective-C code names a Swift class by its `@objc(Name)`: the same class, one step below.
            if let objcName = type.objcName, objcName != type.name, superclassOf[objcName] == nil {
                declared.insert(objcName)
                superclassOf[objcName] = type.name
            }
        }
    }

    /// What a class is, following its superclasses.
    func kind(of name: String) -> Kind {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if Self.containers.contains(current) { return .container(current) }
            if current == "UIWindow" { return .window }
            if Self.viewControllers.contains(current) { return .viewController }
            if Self.unrelatedRoots.contains(current) { return .other }
            guard declared.contains(current) else {
                if (current.hasPrefix("UI") || current.hasPrefix("AV")) && current.hasSuffix("Controller") {
                    return .viewController
                }
                return current == name ? .other : .external(current)
            }
            guard let superclass = superclassOf[current] else { return .other }
            current = superclass
        }
        return .other
    }

    /// True when `name` is `ancestor` or inherits from it.
    func inherits(_ name: String, from ancestor: String) -> Bool {
        var current: String? = name
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if name == ancestor { return true }
            current = superclassOf[name]
        }
        return false
    }

    /// True for a class whose instances are view controllers (so `self`
    /// can be handed to `OrientationManager`).
    func isViewController(_ name: String) -> Bool {
        switch kind(of: name) {
        case .viewController, .container: true
        // A macro named for a controller stands for one (Unity's `UNITY_VIEW_CONTROLLER_BASE_CLASS`, defined as
        // `UIViewController` for iOS; held-out set 239).
        case .external(let base):
            base.hasSuffix("Controller") || (base == base.uppercased() && base.contains("CONTROLLER"))
        case .window, .other: false
        }
    }
}
