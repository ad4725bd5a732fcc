import OrientationDriver
import Testing

/// How a view controller's class is classified from what the Objective-C
/// runtime says of it (`ControllerKind(container:ancestry:...)`, behind
/// OrientationKit's `ControllerClassInspector`; UIKit rules 38 and 41).
@Suite("A controller's class: hosting, overridden getters, origin")
struct ControllerKindClassTests {
    typealias Level = ControllerKind.ClassLevel<Int>

    func kind(_ ancestry: [Level]) -> ControllerKind {
        ControllerKind(container: .none, ancestry: ancestry, isProbe: false, origin: .app, isLibraryContainer: false)
    }

    // Rule 38: a class that implements the getters itself is asked by UIKit.
    @Test("A getter is overridden when its implementation differs from the nearest UIKit base's")
    func overriddenGetters() {
        let base = Level(name: "UINavigationController", isUIKitBase: true, supportedGetter: 1, preferredGetter: 2)
        let root = Level(name: "UIViewController", isUIKitBase: true, supportedGetter: 3, preferredGetter: 4)
        let own = Level(name: "App.Nav", isUIKitBase: false, supportedGetter: 9, preferredGetter: 2)
        let subclass = Level(name: "App.MoreNav", isUIKitBase: false, supportedGetter: 9, preferredGetter: 2)
        let custom = kind([subclass, own, base, root])
        #expect(custom.overridesSupported && !custom.overridesPreferred)
        let uikit = kind([base, root])
        #expect(!uikit.overridesSupported && !uikit.overridesPreferred)
        #expect(!kind([]).overridesSupported)
    }

    // Rule 41: SwiftUI's hosting controllers.
    @Test("A class hosts SwiftUI when a UIHostingController is in its ancestry")
    func hosting() {
        let root = Level(name: "UIViewController", isUIKitBase: true, supportedGetter: 1, preferredGetter: 1)
        let host = Level(
            name: "_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_", isUIKitBase: false,
            supportedGetter: 2, preferredGetter: 1)
        let own = Level(name: "App.Player", isUIKitBase: false, supportedGetter: 2, preferredGetter: 1)
        #expect(kind([own, host, root]).isHosting)
        #expect(!kind([own, root]).isHosting)
    }

    @Test("Where a class comes from: the app, AVKit, UIKit or another framework")
    func origin() {
        typealias Origin = ControllerKind.Origin
        #expect(Origin(isMainBundle: true, bundleIdentifier: "com.apple.AVKit", isUIKitBundle: true) == .app)
        #expect(Origin(isMainBundle: false, bundleIdentifier: "com.apple.AVKit", isUIKitBundle: false) == .avKit)
        #expect(Origin(isMainBundle: false, bundleIdentifier: "com.apple.UIKitCore", isUIKitBundle: true) == .uikit)
        #expect(Origin(isMainBundle: false, bundleIdentifier: nil, isUIKitBundle: false) == .framework)
    }
}
