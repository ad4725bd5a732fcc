/// Calls of the app's own orientation helpers: a function whose body holds a finding (a device
/// read, a forced rotation, a transform, a geometry request...) makes each of its calls depend on
/// that finding. `enterFullscreen()` turning the player with a transform is reported inside it;
/// the button's action calling `[self enterFullscreen]` is where the app decides to do it, and
/// what changes when the helper is migrated (it may need a window, a view, a completion).
extension ProjectResolver {
    /// The codes whose finding inside a function makes that function a helper. A lock write is
    /// not among them: the lock's helpers are followed by name (ORI-707), and a write inside a
    /// long function (a player's setup) does not make each call of it a lock write. Nor is a window:
    /// a window made in a factory is judged where the factory is called (ORI-717).
    static let helperSiteCodes: Set<String> = Set(
        [
            DoctorCode.deviceOrientationWrite, .attemptRotation, .manualGeometryRequest,
            .manualOrientationUpdate, .statusBarOrientationRead, .statusBarOrientationWrite, .sceneInterfaceOrientation,
            .deviceOrientationNotifications, .deviceOrientationRead, .dummyPresentation,
            .transformRotation, .viewControllerInterfaceOrientation, .motionDerivedOrientation,
            .cameraDeviceOrientation, .applicationOrientationsQuery,
        ].map(\.rawValue))

    /// Names an app often gives its own methods and UIKit or Foundation also use: a call of one
    /// through another type's receiver is taken for the app's only when the receiver names the type.
    static let commonNames: Set<String> = [
        "reset", "update", "start", "stop", "play", "pause", "show", "hide", "dismiss", "close", "open", "load",
        "reload", "reloadData", "save", "cancel", "setup", "configure", "refresh", "layout", "present", "prepare",
        "invalidate", "resume", "run", "begin", "end", "clear", "remove", "add", "set", "get", "handle",
    ]

    /// The functions of a file that hold one of its sites of ``helperSiteCodes``, as name and
    /// type (`nil` for a global function): a Swift file that names both may call one, and must be
    /// parsed (``SwiftParseInterest``). A global function's calls are followed only when its name
    /// is specific (``isSpecific(_:)``), so its name alone is enough.
    static func helperKeys(in file: FileFacts) -> [(name: String, owner: String?)] {
        file.sites.compactMap { site -> (name: String, owner: String?)? in
            guard helperSiteCodes.contains(site.code.rawValue),
                let span = file.functionSpans.filter({ $0.contains(line: site.position.line) })
                    .min(by: { $0.lastLine - $0.firstLine < $1.lastLine - $1.firstLine }),
                !span.isPlumbing, span.key.owner != nil || isSpecific(span.key.name)
            else { return nil }
            return (span.key.name, span.key.owner)
        }
    }

    /// The receiver of an Objective-C message sent to another message's result: a call on something,
    /// not on `self`, whose class only a name could tell.
    static let unnamedReceiver = "[…]"

    /// A name long enough and rare enough (`updateLayoutForOrientation`, not `reset`) to be taken
    /// for the app's function wherever it is called.
    static func isSpecific(_ name: String) -> Bool {
        name.count > 5 && !commonNames.contains(name)
    }

    /// Reports each call of a helper that no other finding reports on its line; the sites inside
    /// the helper are the finding's related sites. On a line that already has a finding (a lock
    /// helper's call, a second helper call), the sites inside the called helper are added to that
    /// finding's related sites instead.
    ///
    /// Then the same for the functions that make those calls, one call further (``callingHelpers(from:)``).
    mutating func helperCalls() {
        let helpers = helpersByName()
        guard !helpers.isEmpty else { return }
        var onLine: [String: Int] = [:]
        for (index, found) in findings.enumerated() where onLine["\(found.file):\(found.line)"] == nil {
            onLine["\(found.file):\(found.line)"] = index
        }
        let firstCall = findings.count
        reportCalls(of: helpers, onLine: &onLine)
        let callers = callingHelpers(from: firstCall)
        guard !callers.isEmpty else { return }
        reportCalls(of: callers, onLine: &onLine)
    }

    /// Reports the calls of the helpers, and the writes of the properties whose observers they are.
    private mutating func reportCalls(of helpers: [String: [AppHelper]], onLine: inout [String: Int]) {
        let objectiveCOwners = Self.objectiveCOwners(files)
        let adoptions = Set(files.flatMap(\.types).flatMap { type in type.inherited.map { "\(type.name)|\($0)" } })
        for file in files where !file.isTestCode {
            for call in file.plainCalls {
                guard let candidates = helpers[call.name],
                    let helper = candidates.first(where: {
                        !$0.span.key.isAccessor
                            && reaches(call, in: file, $0, adoptions: adoptions, objectiveCOwners: objectiveCOwners)
                    })
                else { continue }
                report(helper, calledAt: call.position, in: file, verb: "calls", onLine: &onLine)
            }
            // A write of a property whose observer holds a site runs that observer.
            for assignment in file.assignments where assignment.language == .swift {
                guard let helper = helpers[assignment.name]?.first(where: { writes(assignment, in: file, $0) })
                else { continue }
                report(helper, calledAt: assignment.position, in: file, verb: "sets", onLine: &onLine)
            }
        }
    }

    /// Reports a call (or a write) of a helper on a line no finding reports yet, or adds the helper's sites to the
    /// line's finding.
    private mutating func report(
        _ helper: AppHelper, calledAt position: SourcePosition, in file: FileFacts, verb: String,
        onLine: inout [String: Int]
    ) {
        guard let first = helper.inner.first else { return }
        let key = "\(file.path):\(position.line)"
        if let index = onLine[key] {
            let known = Set(findings[index].related.map { "\($0.file):\($0.line):\($0.code)" })
            findings[index].related += helper.related.filter {
                !known.contains("\($0.file):\($0.line):\($0.code)")
                    && !($0.file == file.path && $0.line == position.line)
            }
            return
        }
        let what = helper.span.key.isAccessor ? "property whose observer" : "function that"
        // A function one call further names the helper it calls, whose call names the site.
        let site = first.code == DoctorCode.helperCall.rawValue ? first.related.first : nil
        let place = site.map { "\(Self.fileName($0.file)):\($0.line)" } ?? "\(Self.fileName(helper.file)):\(first.line)"
        let today = "\(verb) \(helper.name), the app's \(what) \(first.today)" + (site == nil ? " (\(place))" : "")
        let migrated = site?.function ?? helper.name
        var found = finding(
            .helperCall, file, position, today: today,
            replacement: "nothing to rewrite on this line: migrate \(migrated) first (\(site?.code ?? first.code) at "
                + "\(place)), then give this call what the replacement needs (the view or window whose "
                + "shape it asks about, a completion for a rotation)")
        // The call breaks when, and as, the first site inside the function does.
        found.affectedFrom = first.affectedFrom
        found.breakage = first.breakage
        found.related = helper.related
        onLine[key] = findings.count
        findings.append(found)
    }

    /// Whether a Swift write reaches a property's observer: not from the observer itself; through the
    /// property's type (`AppDelegate.orientationLock = .landscape`) or a receiver that names it, or without
    /// a receiver from the type itself, in a file that names the type.
    private func writes(_ assignment: AssignmentFact, in file: FileFacts, _ helper: AppHelper) -> Bool {
        guard helper.span.key.isAccessor else { return false }
        if file.path == helper.file, helper.span.contains(line: assignment.position.line) { return false }
        guard let owner = helper.span.key.owner else { return assignment.base == nil }
        guard let base = assignment.base.map(Self.receiver), !base.isEmpty, base != "self" else {
            guard let writer = assignment.function?.owner else { return false }
            return hierarchy.inherits(writer, from: owner)
        }
        return Self.receiver(base, namesExactly: owner) || Self.receiver(base, endsName: owner)
    }

    /// The functions holding a finding of ``helperSiteCodes``, by name: the innermost function
    /// around the finding, unless UIKit calls it (an override, a life-cycle method). In Swift, the
    /// finding must be one of the file's own sites (not a write the resolver works out from
    /// several files), the same sites that make the selective parse look for the helper's callers.
    private func helpersByName() -> [String: [AppHelper]] {
        var spans: [String: [FunctionSpan]] = [:]
        // A Swift finding makes a helper only at one of its file's own sites, which the selective parse
        // also sees (``helperKeys(in:)``); every Objective-C file is read.
        var swiftSites: Set<String> = []
        for file in files where !file.functionSpans.isEmpty {
            spans[file.path] = file.functionSpans
            if file.path.hasSuffix(".swift") {
                swiftSites.formUnion(file.sites.map { "\(file.path):\($0.position.line):\($0.code.rawValue)" })
            }
        }
        let sites = findings.filter { found in
            Self.helperSiteCodes.contains(found.code) && !Self.isIndirect(found)
                && (!found.file.hasSuffix(".swift") || swiftSites.contains("\(found.file):\(found.line):\(found.code)"))
        }
        var result = AppHelper.grouped(sites, spans: spans) { !$0.isPlumbing }
        let windows = findings.filter { $0.code == DoctorCode.extraWindow.rawValue }
        for (name, helpers) in result {
            result[name] = helpers.filter {
                !onlyStartsObserving($0, windows: windows)
            }
        }
        return result
    }

    /// An Objective-C class's accessor of its shared instance (`+currentIndicator`, `+sharedManager`: no argument,
    /// named for the shared object), which makes the object the first time: like an initializer, it runs once, and
    /// its callers use the object (ShareKit's activity indicator, held-out set 263).
    static func isSharedInstanceAccessor(_ span: FunctionSpan) -> Bool {
        guard let selector = span.selector, !selector.contains(":") else { return false }
        let name = span.key.name
        return neverLocks.contains(name)
            || ["shared", "current", "default"].contains { prefix in
                name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
            }
    }

    /// An initializer, or a shared instance's accessor (``isSharedInstanceAccessor(_:)``), whose only sites start
    /// observing (the device's or the status bar's notifications, CoreMotion) and that makes no window: making the
    /// object decides nothing, its handler does when the notification comes (Provenance's `MediaZoom(…)`). One that
    /// reads an orientation (`HeaderView(…)`, which reads the device's) or makes a window (EZPlayer's container) is a
    /// helper.
    func onlyStartsObserving(_ helper: AppHelper, windows: [DoctorFinding]) -> Bool {
        guard
            helper.span.key.name == "init" && helper.span.selector == nil || Self.isSharedInstanceAccessor(helper.span)
        else { return false }
        let observing = Set([DoctorCode.deviceOrientationNotifications, .motionDerivedOrientation].map(\.rawValue))
        // The status bar's notification is reported with the status bar's reads (ORI-713), as what it observes.
        let startsObserving = { (site: DoctorFinding.Related) in
            observing.contains(site.code)
                || site.code == DoctorCode.statusBarOrientationRead.rawValue && site.today.hasPrefix("observes ")
        }
        guard helper.related.allSatisfy(startsObserving) else { return false }
        return !windows.contains { $0.file == helper.file && helper.span.contains(line: $0.line) }
    }

    /// A finding that is itself a call of the app's code (a wrapper's use, a lock helper's call, a use of
    /// a macro that wraps the API): the function around it is two calls from the API, too far for its callers
    /// to be sites (KartaView's side menu tests `kLGSideMenuStatusBarOrientationIsPortrait` in layout methods it
    /// calls from thirty places, held-out set 178).
    static func isIndirect(_ finding: DoctorFinding) -> Bool {
        finding.today.hasPrefix("calls ")
            || finding.today.hasPrefix("uses ")
                && (finding.today.contains(", the app's wrapper") || finding.today.hasPrefix("uses the macro "))
    }

    /// Whether a call reaches a helper: not from the helper's own body; the same selector or
    /// compatible labels. A call without a receiver from the helper's type (a subclass, an adopter
    /// of the protocol an extension's method is in); a call through a receiver that names the type
    /// (`playerView`, `flowLayout` for `WrappingFlowLayout`); or a call of a specific name
    /// (``isSpecific(_:)``) that, in Swift, comes from a file that names the type and, in
    /// Objective-C, only one class's method has. A global function: a call without a receiver,
    /// of a specific name.
    ///
    /// A Swift call also needs a file that names the helper's type. Each test reads only the calling
    /// file, the helper and the Objective-C files (always read), never which other Swift files were
    /// parsed: the selective parse, which parses a Swift file that names a helper and its type,
    /// finds what parsing every file finds.
    func reaches(
        _ call: PlainCall, in file: FileFacts, _ helper: AppHelper, adoptions: Set<String>,
        objectiveCOwners: [String: Set<String>]
    ) -> Bool {
        if file.path == helper.file, helper.span.contains(line: call.position.line) { return false }
        if let selector = call.selector, let declared = helper.span.selector, selector != declared { return false }
        if let labels = call.labels, let declared = helper.span.key.labels, !Self.labels(labels, fit: declared) {
            return false
        }
        // A type's initializers are told apart by their labels (`FloatingContainer()` beside `init(frame:)`), and
        // are called by the type's name: `self.init(…)` in a convenience initializer is the type's plumbing. A
        // stored property's first value has no labels: every initializer computes it.
        if helper.span.key.name == "init" {
            guard call.base != nil, helper.span.key.labels.map({ call.labels == $0 }) ?? true else { return false }
        }
        let name = helper.span.key.name
        guard let owner = helper.span.key.owner else { return call.base == nil && Self.isSpecific(name) }
        // A subclass made by its name with the labels of its superclass's initializer runs it (`RecordAR(ARSceneKit:)`
        // for `ARView.init(ARSceneKit:)`, ARVideoKit's examples, held-out set 146).
        if name == "init", let base = call.base, base != owner, hierarchy.inherits(base, from: owner) { return true }
        if let declared = call.receiverClass, hierarchy.inherits(declared, from: owner) { return true }
        let isSwift = call.selector == nil
        // A property or an instance variable of the caller's class declared with the helper's (`var recorder:
        // RecordAR?`, `RecordAR *recorder;`, ARVideoKit's examples, held-out set 146).
        if let base = call.base,
            let declared = Self.declaredClass(ofStoredReceiver: base, in: file, enclosing: call.enclosingType),
            hierarchy.inherits(declared, from: owner)
        {
            return true
        }
        guard let base = call.base else {
            guard let caller = call.enclosingType else { return false }
            // A subclass's own method calls what it inherits without naming the class that declares it
            // (`refreshSupportedOrientations()` in `extension WatchViewController`, from `extension
            // UIViewController`, Opaline, held-out set 182): the selective parse reads a file that names a
            // helper and a subclass of its type.
            if hierarchy.inherits(caller, from: owner) || Self.isViewControllerByName(caller, helperOwner: owner) {
                return true
            }
            // A protocol extension's method (`extension View { func modifyOrientation(_:) }`) is the
            // adopting type's own.
            return (!isSwift || file.mentionedTypes.contains(owner)) && adoptions.contains("\(caller)|\(owner)")
        }
        if isSwift, !file.mentionedTypes.contains(owner) { return false }
        if Self.receiver(base, namesExactly: owner) || Self.receiver(base, endsName: owner) { return true }
        // The type's singleton (`OrientationManager.shared.set(.portrait)`, Pongmatch, held-out set 181).
        if let type = Self.singletonType(of: base), type == owner || hierarchy.inherits(type, from: owner) {
            return true
        }
        guard Self.isSpecific(name), !SwiftFactCollector.uikitMethodNames.contains(name),
            !Self.transitionProtocolMethods.contains(name), base != Self.unnamedReceiver
        else { return false }
        return isSwift || helper.span.selector != nil && objectiveCOwners[name]?.count == 1
    }

    /// A type named for a view controller (`PlayerViewController`) whose declaration the scan did not read calling a
    /// helper of `extension UIViewController`: its own file says nothing else of orientation, so the selective parse
    /// leaves the declaration unread, and the name is as good as a superclass.
    static func isViewControllerByName(_ caller: String, helperOwner owner: String) -> Bool {
        owner == "UIViewController" && caller.hasSuffix("ViewController") && caller != owner
    }

    /// The methods of UIKit's transition protocols (`UIViewControllerContextTransitioning` and its kin): a message
    /// to an object named for nothing the project declares (`[transitionContext completeTransition:finished]`) goes
    /// to UIKit's own context, or to a container standing in for it whose method is reported where it is written
    /// (ECSlidingViewController, held-out set 144).
    static let transitionProtocolMethods: Set<String> = [
        "completeTransition", "updateInteractiveTransition", "finishInteractiveTransition",
        "cancelInteractiveTransition", "pauseInteractiveTransition", "viewControllerForKey", "viewForKey",
        "initialFrameForViewController", "finalFrameForViewController", "animateTransition", "transitionDuration",
        "startInteractiveTransition", "animationEnded",
    ]

    /// The class of a Swift receiver that is a stored property of the caller's type (`implementation.lock(…)`, with
    /// `private let implementation = ScreenOrientation()`, Capacitor's plugin, held-out set 138): as Objective-C
    /// names a property's declared class.
    static func declaredClass(ofStoredReceiver base: String, in file: FileFacts, enclosing: String?) -> String? {
        guard let enclosing else { return nil }
        // `recorder?.prepare(…)`, `self.recorder!.rest()`: the optional's unwrapping names the same property.
        var name = base.hasPrefix("self.") ? String(base.dropFirst(5)) : base
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        if let variable = file.variables.first(where: { $0.name == name && $0.scope == .instance(enclosing) }) {
            return declaredTypeName(variable.typeText)
        }
        // An Objective-C file's own static (`static OrientationDirectorImpl *_director = …;`, recorded without its
        // underscore and with its storage class) is as good.
        let bare = String(name.drop { $0 == "_" })
        guard
            let global = file.variables.first(where: {
                $0.name == bare && $0.scope == .global && $0.language == .objectiveC
            })
        else { return nil }
        let words = global.typeText.split(separator: " ").filter { !["static", "extern", "const"].contains($0) }
        return declaredTypeName(words.joined(separator: " "))
    }

    /// The classes whose Objective-C methods have each first selector part.
    static func objectiveCOwners(_ files: [FileFacts]) -> [String: Set<String>] {
        var owners: [String: Set<String>] = [:]
        for file in files {
            for span in file.functionSpans where span.selector != nil {
                owners[span.key.name, default: []].insert(span.key.owner ?? "")
            }
        }
        return owners
    }

    /// The type whose singleton a receiver is: `OrientationManager` for `OrientationManager.shared` or
    /// `Manager.sharedInstance()` (an accessor name ``neverLocks`` lists).
    static func singletonType(of base: String) -> String? {
        let names = base.split(separator: ".").map { $0.filter { $0.isLetter || $0.isNumber || $0 == "_" } }
        guard names.count == 2, let type = names.first, type.first?.isUppercase == true,
            neverLocks.contains(names[1])
        else { return nil }
        return type
    }

    /// `PlayerView.rotate()`, `playerView.rotate()`, `self.playerView.rotate()`: the receiver's last
    /// name is the type's, in either case (`coordinator` does not name `LinkNewDeviceScreenCoordinator`).
    static func receiver(_ base: String, namesExactly type: String) -> Bool {
        guard let last = base.split(separator: ".").last.map({ String($0).filter { $0.isLetter || $0.isNumber } })
        else { return false }
        return last == type || last.lowercased() == type.lowercased()
    }

    /// `flowLayout` for `WrappingFlowLayout`: the receiver's last name, capitalized and of two words
    /// or more, ends the type's name at a word's start.
    static func receiver(_ base: String, endsName type: String) -> Bool {
        guard let last = base.split(separator: ".").last.map({ String($0).filter { $0.isLetter || $0.isNumber } }),
            last.count > 3, let first = last.first
        else { return false }
        let word = first.uppercased() + last.dropFirst()
        // Two words at least: `layout` or `coordinator` alone names too many types.
        guard type.hasSuffix(word), word.filter(\.isUppercase).count >= 2 else { return false }
        let before = type.dropLast(word.count).last
        return before.map { $0.isLowercase || $0.isNumber } ?? true
    }

    /// Whether a call's labels can be those of a declaration with default arguments: the call's
    /// labels appear in the declaration's, in order.
    static func labels(_ call: [String], fit declared: [String]) -> Bool {
        guard call.count <= declared.count else { return false }
        var remaining = declared[...]
        for label in call {
            guard let found = remaining.firstIndex(of: label) else { return false }
            remaining = remaining[remaining.index(after: found)...]
        }
        return true
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
