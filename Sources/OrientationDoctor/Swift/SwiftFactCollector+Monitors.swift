import SwiftSyntax

/// The app's orientation monitors: a type named for orientation or rotation
/// (`DeviceOrientationMonitor`, `DeviceRotationManager`) whose methods reach a
/// read or an observation of the device orientation through the file's own
/// calls (`start` → an observation type's initializer that begins the
/// notifications; `refresh` → `emit()`, which reads the device). Each such
/// method is a wrapper of that site for the types that call it through a
/// receiver naming the monitor (`orientationMonitor.start { … }`). Only calls
/// made inside the monitor type are followed; another type's sites count
/// where the monitor calls into it, its own further calls do not.
///
/// A SwiftUI modifier an app adds to `View` (`onRotate(perform:)`) that applies a
/// view modifier whose `body` observes the device (`DeviceRotationViewModifier`,
/// a widespread snippet) is a wrapper of that observation for every view that
/// uses it: building a view or a modifier runs its `body`, and the members the `body` calls or hands to
/// `onAppear(perform:)`.
struct MonitorGraph {
    /// A function, initializer, deinitializer or computed property of a type.
    struct Callable: Hashable {
        var owner: String
        var name: String
    }

    /// What a site inside a callable is.
    struct Site {
        var code: DoctorCode
        var today: String
        var replacement: String
        /// The site's line, for the related sites of a wrapper's uses.
        var line = 0
    }

    /// The sites each callable holds, in the order met.
    var sites: [Callable: [Site]] = [:]
    /// The callables of this file each callable calls (`emit()`, `Observation { … }`).
    var calls: [Callable: Set<Callable>] = [:]
    /// Callables other types cannot call (`private`, `fileprivate`).
    var hidden: Set<Callable> = []
    /// Computed properties among the callables.
    var properties: Set<Callable> = []

    /// The sites a monitor passes on, most telling first: observing the device, reading it, reading the interface.
    static let monitoredCodes: [DoctorCode] = [
        .deviceOrientationNotifications, .deviceOrientationRead, .sceneInterfaceOrientation, .statusBarOrientationRead,
    ]

    /// Whether a type's name makes it an orientation monitor's.
    static func namesMonitor(_ type: String) -> Bool {
        type.fastContains("Orientation") || type.fastContains("Rotation")
    }

    /// The type SwiftUI's modifiers extend: its members are used through any view.
    static let viewExtension = "View"

    /// The wrappers the monitors of this file declare: each visible member that reaches a monitored site.
    func wrappers(in path: String) -> [WrapperFact] {
        var found: [WrapperFact] = []
        for callable in Set(sites.keys).union(calls.keys).sorted(by: { ($0.owner, $0.name) < ($1.owner, $1.name) })
        where (Self.namesMonitor(callable.owner) || callable.owner == Self.viewExtension) && !hidden.contains(callable)
            && !["init", "deinit"].contains(callable.name)
        {
            let reached = reachedSites(from: callable)
            guard
                let site = Self.monitoredCodes.lazy.compactMap({ code in reached.first { $0.code == code } }).first
            else { continue }
            var wrapper = WrapperFact(
                name: callable.name, owner: callable.owner, isProperty: properties.contains(callable),
                code: site.code, today: site.today, replacement: site.replacement,
                needsNamedReceiver: callable.owner != Self.viewExtension)
            wrapper.related = Self.related(reached, in: path, function: "\(callable.owner).\(callable.name)")
            found.append(wrapper)
        }
        return found
    }

    /// The view modifiers the `View` extension's visible members of this file build
    /// (`modifier(DetectOrientation(orientation:))`), as `(member, modifier type)`: when the modifier is
    /// declared in another file, the resolver joins the two (``observingModifiers(in:)``).
    func modifierApplications() -> [ViewModifierApplication] {
        calls.keys.sorted(by: { $0.name < $1.name }).flatMap { caller -> [ViewModifierApplication] in
            guard caller.owner == Self.viewExtension, !hidden.contains(caller), !properties.contains(caller) else {
                return []
            }
            return (calls[caller] ?? []).filter { $0.name == "init" }.map(\.owner).sorted().map {
                ViewModifierApplication(member: caller.name, modifier: $0)
            }
        }
    }

    /// The types of this file whose `body` reaches a monitored site (a view modifier that observes the
    /// device), each with the most telling site, as a wrapper named `body`.
    func observingModifiers(in path: String) -> [WrapperFact] {
        Set(sites.keys.filter { $0.name == "body" }.map(\.owner) + calls.keys.filter { $0.name == "body" }.map(\.owner))
            .sorted().compactMap { owner in
                let reached = reachedSites(from: Callable(owner: owner, name: "body"))
                guard
                    let site = Self.monitoredCodes.lazy.compactMap({ code in reached.first { $0.code == code } }).first
                else { return nil }
                var wrapper = WrapperFact(
                    name: "body", owner: owner, isProperty: false, code: site.code, today: site.today,
                    replacement: site.replacement)
                wrapper.related = Self.related(reached, in: path, function: owner)
                return wrapper
            }
    }

    /// The sites a wrapper reaches, each once, as the related sites of its uses' findings.
    static func related(_ sites: [Site], in path: String, function: String) -> [DoctorFinding.Related] {
        var seen: Set<String> = []
        return sites.filter { seen.insert("\($0.code.rawValue):\($0.line)").inserted }.sorted { $0.line < $1.line }
            .map {
                DoctorFinding.Related(
                    code: $0.code.rawValue, file: path, line: $0.line, function: function, today: $0.today)
            }
    }

    /// The sites a callable holds or reaches through this file's calls.
    private func reachedSites(from start: Callable) -> [Site] {
        var seen: Set<Callable> = [start]
        var queue = [start]
        var reached: [Site] = []
        while let next = queue.popLast() {
            reached += sites[next] ?? []
            var callees = calls[next] ?? []
            // Building a view or a view modifier (`DeviceRotationViewModifier(action:)`) runs its `body`.
            for callee in callees where callee.name == "init" {
                callees.insert(Callable(owner: callee.owner, name: "body"))
            }
            for callee in callees where seen.insert(callee).inserted { queue.append(callee) }
        }
        return reached
    }
}

extension SwiftFactCollector {
    /// Records a site for the monitor graph, under the callable around it.
    func noteMonitorSite(_ code: DoctorCode, _ node: some SyntaxProtocol, _ today: String, _ replacement: String) {
        guard MonitorGraph.monitoredCodes.contains(code), let callable = monitorCallable(around: node) else { return }
        monitors.sites[callable, default: []].append(
            MonitorGraph.Site(code: code, today: today, replacement: replacement, line: position(node).line))
    }

    /// Records a call made inside a monitor-named type for the monitor graph:
    /// `emit()` and `self.emit()` call the caller's own type; `Observation { … }` calls that type's initializer.
    func noteMonitorCall(_ node: FunctionCallExprSyntax, name: String, base: ExprSyntax?) {
        // Only a monitor's own members start a chain; walking up from every call would cost a parse's tenth.
        guard isInMonitorType, let caller = monitorCallable(around: node) else { return }
        // A member of the caller's own type handed over to run later (`.onAppear(perform: subscribe)` in a view
        // modifier's `body`, held-out set 229) is called when that runs.
        for argument in node.arguments where argument.label?.text == "perform" {
            guard let reference = argument.expression.as(DeclReferenceExprSyntax.self),
                reference.argumentNames == nil, reference.baseName.text.first?.isLowercase == true
            else { continue }
            monitors.calls[caller, default: []].insert(
                MonitorGraph.Callable(owner: caller.owner, name: reference.baseName.text))
        }
        let callee: MonitorGraph.Callable
        if base == nil, name.first?.isUppercase == true {
            callee = MonitorGraph.Callable(owner: name, name: "init")
        } else if base == nil || ["self", "self?", "Self"].contains(base?.trimmedText ?? "") {
            callee = MonitorGraph.Callable(owner: caller.owner, name: name)
        } else {
            return
        }
        monitors.calls[caller, default: []].insert(callee)
    }

    /// The function, initializer, deinitializer or computed property whose body holds the node
    /// (closures inside it included), with its visibility noted.
    private func monitorCallable(around node: some SyntaxProtocol) -> MonitorGraph.Callable? {
        var current = node.parent
        while let scope = current {
            if let function = scope.as(FunctionDeclSyntax.self) {
                return callable(function.name.text, in: function, modifiers: function.modifiers)
            }
            if let initializer = scope.as(InitializerDeclSyntax.self) {
                return callable("init", in: initializer, modifiers: initializer.modifiers)
            }
            if let deinitializer = scope.as(DeinitializerDeclSyntax.self) {
                return callable("deinit", in: deinitializer, modifiers: deinitializer.modifiers)
            }
            if scope.is(AccessorBlockSyntax.self), let binding = scope.parent?.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
            {
                let found = callable(name, in: variable, modifiers: variable.modifiers)
                if let found { monitors.properties.insert(found) }
                return found
            }
            if scope.is(MemberBlockSyntax.self) || scope.is(SourceFileSyntax.self) { return nil }
            current = scope.parent
        }
        return nil
    }

    private func callable(
        _ name: String, in declaration: some SyntaxProtocol, modifiers: DeclModifierListSyntax
    ) -> MonitorGraph.Callable? {
        guard case .member(let owner, _, _) = Self.context(of: declaration) else { return nil }
        let callable = MonitorGraph.Callable(owner: owner, name: name)
        if modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) {
            monitors.hidden.insert(callable)
        }
        return callable
    }
}
