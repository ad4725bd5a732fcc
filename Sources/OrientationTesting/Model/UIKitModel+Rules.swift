/// The rules behind the model's state, for the step records' rule traces
/// (``RuleTrace``). Events cite the rules they apply as they run (through
/// ``UIKitModel/cite(_:for:)``); the state a record reads after the step
/// (the owner, the masks, the answer) is explained here, without side effects.
extension UIKitModel {
    /// Records rules applied during the current step.
    func cite(_ rules: Int..., for aspect: RuleTrace.Aspect) {
        log.rules.cite(rules, for: aspect)
    }

    /// Records rules applied during the current step.
    func cite(_ rules: [Int], for aspect: RuleTrace.Aspect) {
        log.rules.cite(rules, for: aspect)
    }

    /// The rules that explain the owner, the masks, the answer, the device
    /// value and the lock as they stand now.
    func stateRules(library: Bool) -> RuleTrace {
        var trace = RuleTrace()
        citeOwnerRules(into: &trace, library: library)
        let answerRules = self.answerRules
        trace.cite(answerRules, for: .answer)
        if masksIgnored {
            trace.cite(scene.maskRules, for: .supported)
        } else {
            trace.cite(16, for: .supported)
            trace.cite(answerRules, for: .supported)
            trace.cite(scene.maskRules, for: .supported)
            if deviceMask != .all { trace.cite(4, for: .supported) }
            trace.cite(17, for: .exception)
            if effectiveMask.isEmpty { trace.cite(17, for: .supported) }
        }
        trace.cite(1, 2, for: .device)
        if rotationLocked { trace.cite(56, for: .device) }
        if os >= 26 { trace.cite(68, for: .orientationLocked) }
        return trace
    }

    /// Rules 14, 15, 52 and 70: whose answer UIKit gets and about which window.
    private var answerRules: [Int] {
        var rules = [14]
        let asked = authority.isAsked(osMajorVersion: os) && appDelegateMask != nil
        if authority != .appDelegate && os >= 27 { rules.append(70) }
        if !asked && infoPlistMask != nil { rules.append(15) }
        if orientationWindowID != nil { rules.append(52) }
        return rules
    }

    /// Rules 5-7, 9, 12-13, 38, 43 and 51-54: which view controller UIKit
    /// asks and what it answers by itself.
    private func citeOwnerRules(into trace: inout RuleTrace, library: Bool) {
        trace.cite(5, for: .owner)
        if !orientationWindow.presentations.isEmpty { trace.cite(6, 7, for: .owner) }
        if !extraWindows.isEmpty {
            trace.cite(50, 51, for: .owner)
            if extraWindows.contains(where: \.isHidden) { trace.cite(53, for: .owner) }
            if extraWindows.contains(where: \.isSystem) { trace.cite(54, for: .owner) }
        }
        guard let controller = ownerController else {
            trace.cite(9, for: .supported)
            return
        }
        switch controller.kind {
        case .navigation, .tabBar, .split:
            trace.cite(12, for: .owner)
            trace.cite(12, for: .supported)
            if controller.overrides.supported != nil { trace.cite(13, for: .supported) }
        case .container, .hosting:
            trace.cite(43, for: .owner)
        case .plain:
            break
        }
        if controller.overrides.supported == nil && controller.overrides.delegateSupported == nil {
            trace.cite(9, for: .supported)
        }
        if library && !controller.overrides.isDefault {
            trace.cite(38, for: .owner)
            trace.cite(38, for: .supported)
        }
        if controller.overrides.shouldAutorotate == false { trace.cite(10, for: .orientation) }
    }
}

extension ModelScene {
    /// The rules that decide whether this scene honours the app's masks now
    /// (the branches of ``masksHonoured``).
    var maskRules: [Int] {
        switch environment {
        case .fullScreen:
            if idiom == .pad { return resizabilityRules ? [28, 29, 63] : [28, 29] }
            return os >= 27 ? [60] : []
        case .windowed:
            if isMultitaskingEligible { return resizabilityRules ? [29, 30, 63] : [29, 30] }
            if discreteResizing { return [64] }
            if os >= 26 { return [67] }
            return os >= 16 ? [30] : []
        case .mirroring, .phoneOnPad:
            var rules = [61]
            if resizabilityRules { rules.append(requiresFullScreen ? 64 : 62) }
            if environment == .mirroring { rules.append(65) }
            return rules
        case .duoOuter:
            return [66]
        case .duoInner:
            return requiresFullScreen ? [61, 64, 66] : [61, 66]
        case .resizable:
            return [62]
        }
    }
}
