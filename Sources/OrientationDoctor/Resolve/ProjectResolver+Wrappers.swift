/// Uses of the app's own wrappers of orientation APIs (a member named for
/// orientation that takes or gives one and uses the API itself, or a `Bool`
/// test named for a side that reads the orientation): each caller
/// of a `var orientation: UIInterfaceOrientation?` that reads the scene, or of
/// a `setOrientation(_ mask:)` that requests a geometry update, uses that API
/// as surely as the wrapper does.
extension ProjectResolver {
    mutating func wrapperUses(_ file: FileFacts) {
        for use in file.orientationNameUses {
            guard let wrapper = wrappers[use.name]?.first(where: { reaches(use, $0) }) else { continue }
            let owner = wrapper.owner.map { "\($0)." } ?? ""
            var found = finding(
                wrapper.code, file, use.position,
                today: "uses \(owner)\(wrapper.name), the app's wrapper that \(wrapper.today)",
                replacement: wrapper.replacement)
            found.related = wrapper.related
            if wrapper.needsNamedReceiver { monitorUses.append(found) } else { findings.append(found) }
        }
    }

    /// A view's own application of a view modifier whose `body` observes or reads the device
    /// (`.modifier(DeviceStateModifier())`): the view depends on that site as a wrapper's caller does.
    mutating func modifierApplications(_ file: FileFacts) {
        for applied in file.appliedModifiers {
            guard let modifier = observingModifiers[applied.type] else { continue }
            var found = finding(
                modifier.code, file, applied.position,
                today: "applies \(applied.type), the app's view modifier that \(modifier.today)",
                replacement: modifier.replacement)
            found.related = modifier.related
            findings.append(found)
        }
    }

    /// The calls of orientation monitors, where no other finding already reports the call (a lock
    /// manager's `register(_:)` is its lock write first): run after the lock writers are known.
    mutating func addMonitorUses() {
        let reported = Set(findings.map { "\($0.file):\($0.line):\($0.column)" })
        findings += monitorUses.filter { !reported.contains("\($0.file):\($0.line):\($0.column)") }
        monitorUses = []
    }

    /// Whether one of a receiver's names is the type, or its last one is the type's name in
    /// lower camel case or its end (`orientationMonitor`, `monitor` for `OrientationMonitor`).
    static func receiver(_ base: String, names type: String) -> Bool {
        let names = base.split(separator: ".").map { String($0).filter { $0.isLetter || $0.isNumber || $0 == "_" } }
        if names.contains(type) { return true }
        guard let last = names.last?.lowercased(), last.count > 2 else { return false }
        let lower = type.lowercased()
        // `monitor` for `OrientationMonitor`; `interfaceOrientation` does not name `Orientation`.
        return last == lower || lower.hasSuffix(last)
    }

    /// Whether a use reaches a wrapper: not the wrapper's own body; a property through a receiver
    /// that names its type (`UIApplication.shared.orientation`); a function by a name that only
    /// one type's wrapper has (`orientationManager.setOrientation(_:)`, declared in a protocol).
    private func reaches(_ use: OrientationNameUse, _ wrapper: WrapperFact) -> Bool {
        if let function = use.function, function.name == wrapper.name, function.owner == wrapper.owner { return false }
        // A property of that name read (`image.imageOrientation`, UIImage's) calls no function wrapper
        // (`UIUtilities.imageOrientation(fromDevicePosition:)`, ML Kit's samples, held-out set 236).
        if !wrapper.isProperty, !use.isCall { return false }
        // A type's calls of its own members are its plumbing, not another screen's use.
        if ["self", "Self", "super"].contains(use.base) { return false }
        guard let owner = wrapper.owner else { return !wrapper.isProperty }
        // A name UIKit also has is reached only through a receiver one of whose names is the type
        // (`UIApplication.isLandscape`, `orientationMonitor.start`), not one that merely contains
        // it (`windowScene?.interfaceOrientation.isLandscape` names no `Orientation` type).
        // `UIDevice.current.orientation.isPortrait` tests UIKit's orientation value, a member read through
        // something else, not the app's `UIDevice.isPortrait` (nor Brave's `DeviceOrientation.isLandscape`).
        if wrapper.needsNamedReceiver {
            let names = use.base.split(separator: ".")
            let last = names.last.map { String($0).filter { $0 != "?" && $0 != "!" } } ?? ""
            let testsAnOrientationValue =
                ["isLandscape", "isPortrait"].contains(wrapper.name) && names.count > 1
                && last.first?.isLowercase == true && last.lowercased().hasSuffix("orientation")
            return Self.receiver(use.base, names: owner) && !testsAnOrientationValue
        }
        if use.base.contains(owner) || Self.base(use.base, names: owner) { return true }
        // Through a property of the caller's type declared with the wrapper's type, or a binding that shadows
        // it (`rootConfiguration.currentOrientation`, `var rootConfiguration: IQRootControllerConfiguration?`,
        // IQKeyboardManager, held-out set 98).
        if let caller = use.function?.owner,
            let last = use.base.split(separator: ".").last?.filter({ $0 != "?" && $0 != "!" }),
            propertyTypes["\(caller)|\(last)"] == owner
        {
            return true
        }
        return !wrapper.isProperty && wrappers[use.name]?.count == 1
            && use.name != "orientation"
    }
}

extension ProjectResolver {
    /// The view modifiers of every file whose `body` observes or reads the device, by type name.
    static func observingModifiers(_ files: [FileFacts]) -> [String: WrapperFact] {
        var found: [String: WrapperFact] = [:]
        for file in files where !file.isTestCode {
            for modifier in file.observingViewModifiers {
                if let owner = modifier.owner, found[owner] == nil { found[owner] = modifier }
            }
        }
        return found
    }

    /// The members of a file's `extension View` that build a view modifier another file declares and whose
    /// `body` observes the device (`detectOrientation(_:)` building `DetectOrientation`, held-out set 77):
    /// wrappers of that observation for each view that calls them, as when both sit in one file.
    static func viewModifierWrappers(_ file: FileFacts, observing: [String: WrapperFact]) -> [WrapperFact] {
        file.viewModifierApplications.compactMap { application in
            guard let site = observing[application.modifier],
                !file.wrappers.contains(where: { $0.name == application.member && $0.owner == "View" })
            else { return nil }
            var wrapper = WrapperFact(
                name: application.member, owner: "View", isProperty: false, code: site.code, today: site.today,
                replacement: site.replacement)
            wrapper.related = site.related
            return wrapper
        }
    }

    /// The wrappers with the members named for orientation that call or read one of their own type's
    /// (`changeOrientationToPortraitOnPhone()` calling `changeOrientation(.portrait)`, `isLandscape`
    /// reading `interfaceOrientation`), followed through chains of such calls: each caller wraps what
    /// its callee wraps. `bodies`: the functions and computed properties of every file, as
    /// `owner|name`: a read relays only one of them (a stored property's `didSet` runs when it is
    /// written, not read).
    static func relayed(
        _ wrappers: [String: [WrapperFact]], _ relays: [WrapperRelay], bodies: Set<String> = []
    ) -> [String: [WrapperFact]] {
        var result = wrappers
        var added = true
        while added {
            added = false
            for relay in relays where !(result[relay.caller] ?? []).contains(where: { $0.owner == relay.owner }) {
                let calleeOwner = relay.calleeOwner ?? relay.owner
                if relay.isRead, !bodies.contains("\(calleeOwner ?? "")|\(relay.callee)") { continue }
                guard let callee = result[relay.callee]?.first(where: { $0.owner == calleeOwner }),
                    let wrapper = SwiftFactCollector.wrapper(
                        of: callee.code, in: (relay.caller, relay.owner, relay.isProperty, relay.signature),
                        today: callee.today, replacement: callee.replacement)
                else { continue }
                result[relay.caller, default: []].append(wrapper)
                added = true
            }
        }
        return result
    }
}
