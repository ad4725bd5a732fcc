/// Extra windows and swizzled replacements: the findings that need what
/// other files declare (a window factory, the selector a swizzle names).
extension ProjectResolver {
    /// Extra windows that take part in orientation: their root overrides it, or they exist to
    /// show a player or a screen (a toast, HUD, alert or pass-through window is left alone, and so
    /// is a window for an external display, which has no interface orientation). A window from a factory the
    /// project declares is judged where it is called: the caller gives it its root.
    mutating func windows(_ file: FileFacts) {
        for window in file.windows where !file.isTestCode && takesPart(window) {
            let today: String
            if let call = window.factoryCall {
                guard factory(called: call) != nil else { continue }
                today = "gets a window from \(call.name)() besides the app's main window"
            } else {
                today = "creates a \(window.typeName) besides the app's main window"
            }
            findings.append(
                finding(.extraWindow, file, window.position, today: today, replacement: Replacement.extraWindow))
        }
    }

    /// The windows a factory makes, when a caller's window takes part in orientation (and the
    /// window was not reported for its own sake).
    mutating func factoryWindows() {
        var used: Set<FunctionKey> = []
        for file in files {
            for window in file.windows where takesPart(window) {
                if let call = window.factoryCall, let factory = factory(called: call) { used.insert(factory) }
            }
        }
        guard !used.isEmpty else { return }
        for file in files {
            for window in file.windows {
                guard let factory = window.factory, used.contains(factory), window.factoryCall == nil,
                    !window.isMainWindow, !window.onExternalScreen, !takesPart(window)
                else { continue }
                findings.append(
                    finding(
                        .extraWindow, file, window.position,
                        today: "creates a \(window.typeName) in \(factory.name)(), whose callers show "
                            + "screens that answer for orientation in it",
                        replacement: Replacement.extraWindow))
            }
        }
    }

    /// Whether a window made (or got from a factory) here takes part in orientation.
    private func takesPart(_ window: WindowFact) -> Bool {
        guard !window.isMainWindow, !window.onExternalScreen else { return false }
        if let singleton = window.singleton, mainWindowValues.contains(singleton) { return false }
        guard window.typeName == "UIWindow" || hierarchy.kind(of: window.typeName) == .window else { return false }
        let rootOverrides = window.rootCandidates.contains { candidate in
            orientedClasses.contains { hierarchy.inherits(candidate, from: $0) }
        }
        // A window that lets touches through to the windows below is an overlay (a banner,
        // a toast), not a screen, even when it is made key. A window got from a factory is of the
        // types the factory makes.
        var types = [window.typeName]
        if let call = window.factoryCall, let factory = factory(called: call) {
            types += files.flatMap(\.windows).filter { $0.factory == factory && $0.factoryCall == nil }.map(\.typeName)
        }
        let passesTouchesThrough = types.contains { type in
            passThroughTypes.contains { hierarchy.inherits(type, from: $0) }
        }
        let showsScreen =
            window.showsScreen || screenWindowClasses.contains { hierarchy.inherits(window.typeName, from: $0) }
        // A pass-through overlay holding a call's or a player's picture in picture (Sphinx's covering window)
        // is no screen either.
        return (window.servesPlayer && !passesTouchesThrough) || rootOverrides
            || (showsScreen && !passesTouchesThrough && screensBeneathAnswer)
    }

    /// Whether the screens a raised window covers answer for orientation. A root that overrides
    /// nothing gives UIKit's default answer, which changes what the user sees only when the app's
    /// own answer differs: its delegate has the hook, or a root its main window is given overrides
    /// orientation, or that root is not named here (a storyboard, SwiftUI) and some class does.
    /// A privacy cover or passcode window over a browser that answers nothing is not a site
    /// (KeePassium, Firefox Focus); a feature tour over a portrait-only tab bar is (Pocket Casts).
    static func screensBeneathAnswer(
        _ files: [FileFacts], hierarchy: ClassHierarchy, orientedClasses: Set<String>
    ) -> Bool {
        if files.contains(where: { !$0.hooks.isEmpty }) { return true }
        // A test's window is no window of the app's (DuckDuckGo's tests set up hosting controllers).
        let mainRoots = files.filter { !$0.isTestCode }.flatMap(\.windows).filter(\.isMainWindow).flatMap(
            \.rootCandidates)
        guard !mainRoots.isEmpty else { return !orientedClasses.isEmpty }
        return mainRoots.contains { root in orientedClasses.contains { hierarchy.inherits(root, from: $0) } }
    }

    /// The factory a call reaches: same name, and the receiver is its type, an instance or none.
    private func factory(called call: FunctionKey) -> FunctionKey? {
        windowFactories.first { factory in
            guard factory.name == call.name else { return false }
            guard let receiver = call.owner, receiver.first?.isUppercase == true else { return true }
            // `WindowsManager.shared.getCoveringWindow()`: the type's singleton.
            return receiver == factory.owner || receiver.split(separator: ".").first.map(String.init) == factory.owner
        }
    }

    /// The function a swizzle of an orientation method puts in UIKit's place
    /// (`swizzled_supportedInterfaceOrientations`): it answers for every view controller.
    mutating func swizzledReplacements() {
        let names = files.reduce(into: Set<String>()) { $0.formUnion($1.swizzleReplacements) }
        guard !names.isEmpty else { return }
        for file in files {
            for function in file.orientationFunctions where names.contains(function.name) {
                findings.append(
                    finding(
                        .orientationSwizzle, file, function.position,
                        today: "\(function.name)() is swizzled in for an orientation method: it answers "
                            + "for every view controller",
                        replacement: Replacement.swizzle))
            }
        }
    }
}
