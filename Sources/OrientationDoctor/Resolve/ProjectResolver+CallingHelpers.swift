/// The functions that call a function that only reads or observes the orientation are such functions too, one call
/// further: `+toLandscapeVC:` asks `+isPortraitOrientation`, which reads the status bar (an audio player, held-out set
/// 259), and each screen's `-viewWillAppear:` calls `+toLandscapeVC:`. Their calls are listed as the read's callers
/// (``readingHelperCallers()``), as the first level's are. No further: a third level reaches the app's every
/// life-cycle method. Not for a function that acts (rotates, turns a view, asks for a geometry update): across the
/// held-out sets, labellers took a call two functions from such a site for a site a third of the time (25 of 74 new
/// findings), so each would cost more precision than it gains.
extension ProjectResolver {
    /// The functions around the calls of reading helpers reported since `firstCall` (calls of functions, not writes
    /// of properties with observers), by name, with those calls as their findings: not a function UIKit calls (an
    /// override, a callback), a property's accessor, or a global function of a common name.
    func callingHelpers(from firstCall: Int) -> [String: [AppHelper]] {
        let helperCall = DoctorCode.helperCall.rawValue
        var spans: [String: [FunctionSpan]] = [:]
        for file in files where !file.functionSpans.isEmpty && !file.isTestCode {
            spans[file.path] = file.functionSpans
        }
        let calls = findings[firstCall...].filter { call in
            call.code == helperCall && call.today.hasPrefix("calls ")
                && call.related.allSatisfy { Self.readingSiteCodes.contains($0.code) }
        }
        let result = AppHelper.grouped(calls, spans: spans) { span in
            !span.isPlumbing && !span.key.isAccessor && (span.key.owner != nil || Self.isSpecific(span.key.name))
        }
        let windows = findings.filter { $0.code == DoctorCode.extraWindow.rawValue }
        return result.compactMapValues { helpers in
            let kept = helpers.filter { !onlyStartsObserving($0, windows: windows) }
            return kept.isEmpty ? nil : kept
        }
    }
}
