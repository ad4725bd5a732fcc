import Foundation

/// Writes to another object's property whose name says it is a rotation lock
/// (`player.rotationManager.disabledAutorotation = YES`,
/// `self.player.allowOrentitaionRotation = NO`, `config.shouldAutorotate = …`,
/// `videoVC.supportedInterfaceOrientations = mask`). A player or toast library
/// the scan cannot follow (a committed pod, a framework) keeps the lock, and
/// its screens set it by that name; UIKit's own `shouldAutorotate` and
/// `supportedInterfaceOrientations` are read-only, so a write to either is
/// always the app's. Held-out sets 32 and 34: ZFPlayer and SJVideoPlayer.
extension ProjectResolver {
    /// Reports each write through a receiver to a property named for the rotation lock that no other
    /// rule reported. Not reported:
    /// - a bare name or an instance variable (the owner's own plumbing, which the lock rules follow when
    ///   they know the lock), and the value of an accessor passed on;
    /// - an initializer's first value for its own object (`self.flag = YES` in `init`), and a teardown in
    ///   `dealloc` or `deinit`;
    /// - a property of the writer's own class declared with a type no lock has (a string);
    /// - a receiver or a property about a camera or a stream (`videoConfiguration.autorotate` turns the
    ///   encoded video, not the interface);
    /// - test code, and the support files of UI tests.
    mutating func namedLockWrites() {
        let lockCodes: Set<String> = [DoctorCode.lockWrite.rawValue, DoctorCode.swiftUILockWrite.rawValue]
        var reported = Set(findings.filter { lockCodes.contains($0.code) }.map { "\($0.file):\($0.line)" })
        var writers: [FunctionKey: String] = [:] // a method named for the lock that makes a write → the property
        var written: Set<String> = [] // the properties written, without a leading `_`
        // Folders above every file (where the scan started) say nothing about tests.
        let root = Self.commonFolders(files.map(\.path))
        // Properties named like the lock, by name, to tell one of another type (`NSString *_shouldAutorotate`, the
        // name of a script's callback, held-out set 89).
        var declaredTypes: [String: [VariableFact]] = [:]
        for file in files {
            // Objective-C's `_name` and `self._name` are written as `name`.
            for variable in file.variables where Self.namesRotationLock(variable.name) {
                declaredTypes[String(variable.name.drop { $0 == "_" }), default: []].append(variable)
            }
        }
        for file in files where !file.isTestCode && !Self.isInTestSupportFolder(file.path, below: root) {
            for assignment in file.assignments where Self.namesRotationLock(assignment.name) {
                guard let base = assignment.base.map(Self.receiver), !base.isEmpty,
                    !Self.isAboutMedia(base), !Self.isAboutMedia(assignment.name),
                    !["newValue", "oldValue"].contains(assignment.value),
                    !(Self.isOwnInitializer(assignment.function) && base == "self"),
                    !["dealloc", "deinit"].contains(assignment.function?.name ?? ""),
                    !(base == "self" && Self.ownPropertyIsNoLock(assignment, declaredTypes))
                else { continue }
                written.insert(String(assignment.name.drop { $0 == "_" }))
                guard reported.insert("\(file.path):\(assignment.position.line)").inserted else { continue }
                findings.append(
                    finding(
                        .lockWrite, file, assignment.position,
                        today: (base.count > 40 || base.contains("[")
                            ? "sets \(assignment.name) of its receiver" : "sets \(base).\(assignment.name)")
                            + ", a property named for the rotation lock",
                        replacement: Replacement.lockWrite))
                if let function = assignment.function, !function.isAccessor, !Self.isOwnInitializer(function),
                    Self.namesTheLock(function.name)
                {
                    writers[function] = assignment.name
                }
            }
        }
        namedLockWriterCalls(writers, reported: &reported)
        namedLockDeclarations(written, root: root)
    }

    /// The declarations of the properties those writes set (ZFPlayer's `@property … BOOL lockedScreen` in the
    /// rotation manager's header): the lock the writes turn, which becomes a policy. Only a type a lock has (a
    /// flag, a mask, an orientation). Not a property whose class writes its own getter or setter (ZFPlayer's
    /// observer and controller pass `lockedScreen` on to the manager; CRToast's `autorotate` answers an option),
    /// nor one named like UIKit's own member (CWStatusBarNotification's `supportedInterfaceOrientations` option,
    /// which its window's screen answers with), nor a line another rule reported. Held-out sets 32, 43, 108.
    private mutating func namedLockDeclarations(_ written: Set<String>, root: Int) {
        guard !written.isEmpty else { return }
        var reported = Set(findings.map { "\($0.file):\($0.line)" })
        // `Type|name` of each method, to find a property's own Objective-C accessors.
        let methods = Set(files.flatMap(\.functionSpans).map { "\($0.key.owner ?? "")|\($0.key.name)" })
        for file in files where !file.isTestCode && !Self.isInTestSupportFolder(file.path, below: root) {
            for variable in file.variables
            where written.contains(String(variable.name.drop { $0 == "_" })) && !variable.isComputed
                && Self.looksLikeLock(variable)
            {
                let owner = Self.owner(of: variable.scope)
                let name = String(variable.name.drop { $0 == "_" })
                let setter = "set" + name.prefix(1).uppercased() + name.dropFirst()
                guard OrientationMember(rawValue: name) == nil, !methods.contains("\(owner)|\(name)"),
                    !methods.contains("\(owner)|\(setter)"),
                    reported.insert("\(file.path):\(variable.position.line)").inserted
                else { continue }
                findings.append(
                    finding(
                        .lockVariable, file, variable.position,
                        today: "\(variable.name) is a property named for the rotation lock, and the project sets it",
                        replacement: Replacement.lockVariable))
            }
        }
    }

    /// The calls of a screen's own method named for the lock whose body makes such a write (CPTest's
    /// `[self openOrCloseVideoLandscapeLock:YES]`, whose body sends `setLockedScreen:` to the player's orientation
    /// observer, held-out set 117): from its own type, or through a receiver that names that type.
    private mutating func namedLockWriterCalls(_ writers: [FunctionKey: String], reported: inout Set<String>) {
        guard !writers.isEmpty else { return }
        for file in files where !file.isTestCode {
            for call in file.calls {
                guard
                    let (writer, lock) = writers.first(where: { writer, _ in
                        guard writer.name == call.name, call.function != writer else { return false }
                        guard let base = call.base.map(Self.receiver), !base.isEmpty, base != "self" else {
                            return call.enclosingType == writer.owner
                        }
                        return writer.owner.map { Self.base(base, names: $0) } ?? false
                    }),
                    reported.insert("\(file.path):\(call.position.line)").inserted
                else { continue }
                findings.append(
                    finding(
                        .lockWrite, file, call.position,
                        today: "calls \(writer.name)(…), which sets \(lock), a property named for the rotation lock",
                        replacement: Replacement.lockWrite))
            }
        }
    }

    /// A file in a folder of test support code (`uitest/UiTestDeviceInfo.m`, `AppTests/…`), which a UI-test
    /// target compiles without importing XCTest itself (held-out set 29's Little Go).
    static func isInTestSupportFolder(_ path: String, below root: Int) -> Bool {
        path.split(separator: "/").dropFirst(root).dropLast().contains { folder in
            let lower = folder.lowercased()
            // Not `Test` alone: a demo's test page (`Demos/Test/SJTestViewController.m`) is app code.
            return ["uitest", "uitests"].contains(lower) || lower.hasSuffix("tests")
        }
    }

    /// True when the writer's own class declares the property with a type no lock has (`NSString *`).
    private static func ownPropertyIsNoLock(_ assignment: AssignmentFact, _ declared: [String: [VariableFact]]) -> Bool
    {
        let owner = assignment.function?.owner ?? ""
        let own = (declared[String(assignment.name.drop { $0 == "_" })] ?? []).filter {
            Self.owner(of: $0.scope) == owner
        }
        return !own.isEmpty && !own.contains(where: Self.looksLikeLock)
    }

    /// A property named for the rotation lock: `…autorotat…` (`shouldAutorotate`,
    /// `disabledAutorotation`, `autorotationSupportedOrientations`), a rotation
    /// allowed or locked by orientation (`allowOrientationRotation`, spelled
    /// however: `allowOrentitaionRotation`), or the supported interface
    /// orientations (`supportInterfaceOrientation`), a forced orientation (ZFPlayer's
    /// `forceDeviceOrientation`, which its `shouldAutorotate` answers with: CPTest, held-out set 117), or a
    /// player's locked screen (`lockedScreen`, `isLockScreen`).
    static func namesRotationLock(_ name: String) -> Bool {
        let lower = name.lowercased()
        if lower.contains("autorotat") { return true }
        if lower.hasPrefix("force"), lower.hasSuffix("orientation") { return true }
        // A player's screen lock, the button that keeps it in its orientation (ZFPlayer's `lockedScreen`,
        // WMPlayer's `isLockScreen`): CPTest, held-out set 117.
        if ["lockscreen", "lockedscreen", "islockscreen", "islockedscreen"].contains(lower) { return true }
        // An orientation before the rotation, however spelled (`Orentitaion`): `allowRotation` alone may
        // be a crop view's or a map's gesture.
        if let rotation = lower.range(of: "rotation"), lower[..<rotation.lowerBound].contains("or"),
            ["allow", "lock", "disable", "enable"].contains(where: lower.contains)
        {
            return true
        }
        return lower.hasSuffix("interfaceorientations") && lower.contains("support")
            || lower.hasSuffix("interfaceorientation") && lower.contains("support")
    }

    /// A receiver (or a property) about a camera, a capture or a stream: its rotation settings turn what it
    /// records.
    static func isAboutMedia(_ base: String) -> Bool {
        let lower = base.lowercased()
        // Not `video` alone: a video player (`_exportedVideoPlayer.rotationManager`) is where the lock lives.
        return ["videoconfig", "camera", "capture", "stream", "session", "encoder", "recorder"].contains(
            where: lower.contains)
    }

    /// An initializer (`init`, `initWithNibName:bundle:`, `-_init`): what it writes on `self` is a first value.
    static func isOwnInitializer(_ function: FunctionKey?) -> Bool {
        guard let name = function?.name else { return false }
        return name.hasPrefix("init") || name.hasPrefix("_init")
    }

    /// The receiver of a member write, without the dot that ends it: an Objective-C write's base holds the
    /// tokens before it, so the statement before (`…; self.player`) is cut off.
    static func receiver(_ base: String) -> String {
        var text = base.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasSuffix(".") { text.removeLast() }
        if let cut = text.lastIndex(where: { ";{}=,(!&|?:".contains($0) }) {
            text = String(text[text.index(after: cut)...])
        }
        return text
    }
}
