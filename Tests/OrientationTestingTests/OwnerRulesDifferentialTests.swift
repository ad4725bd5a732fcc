import Testing

@testable import OrientationTesting

/// ``OwnerRules/owner(of:afterTransitions:)`` walks the presentations once
/// without copying them (issue 17 item 2); it must name the owner that the
/// plain reading of rules 5-7 names, which this suite keeps as a reference.
@Suite("Owner rules: one pass equals the reference")
struct OwnerRulesDifferentialTests {
    /// Rules 5-7 read plainly: the chain, which controllers keep their
    /// views, the first one that does, then the `.overFullScreen` narrowing.
    static func referenceOwner(_ rules: OwnerRules, _ window: ModelWindow) -> String {
        let presentations = window.settledPresentations
        let chain = [window.root] + presentations.map(\.screen)
        var inWindow = Array(repeating: true, count: chain.count)
        let styles = presentations.map { rules.effectiveStyle($0.style) }
        for (offset, style) in styles.enumerated()
        where presentations[offset].phase == .presented && rules.removesPresentersView(style) {
            inWindow[offset] = false
        }
        func supported(_ id: String) -> InterfaceOrientationMask {
            (window.controllers[id]?.supported(idiom: rules.idiom) ?? rules.idiom.defaultMask)
                .intersection(rules.deviceMask)
        }
        var owner = inWindow.firstIndex(of: true) ?? chain.count - 1
        if rules.assumptions.overFullScreen == .narrowsWhenSubset {
            var mask = supported(chain[owner])
            var next = owner + 1
            while next < chain.count, styles[next - 1] == .overFullScreen, presentations[next - 1].phase == .presented,
                inWindow[next]
            {
                let candidate = supported(chain[next])
                if !candidate.isEmpty && mask.isStrictSuperset(of: candidate) {
                    owner = next
                    mask = candidate
                }
                next += 1
            }
        }
        return chain[owner]
    }

    static let masks: [InterfaceOrientationMask?] = [
        nil, .portrait, .landscape, .allButUpsideDown, .all,
        .landscapeLeft, .portraitUpsideDown,
    ]
    static let styles: [PresentationStyle] = [
        .fullScreen, .overFullScreen, .pageSheet, .formSheet, .automatic,
        .currentContext, .overCurrentContext, .popover, .custom,
    ]
    static let phases: [TransitionPhase] = [.presented, .presented, .presented, .presenting, .dismissing]

    @Test("random windows and assumptions: the same owner, during transitions and after them")
    func onePassMatchesReference() {
        var random = StepReuseTests.Generator(state: 17)
        for _ in 0..<3_000 {
            let count = random.next(7)
            var controllers: [String: ModelViewController] = [:]
            for index in 0...count {
                let mask = OwnerRulesDifferentialTests.masks[random.next(OwnerRulesDifferentialTests.masks.count)]
                controllers["s\(index)"] = ModelViewController(
                    id: "s\(index)", kind: .plain,
                    overrides: ViewControllerOverrides(supported: mask))
            }
            var window = ModelWindow(controllers: controllers, root: "s0")
            if count > 0 {
                for index in 1...count {
                    window.append(
                        ModelPresentation(
                            screen: "s\(index)", style: OwnerRulesDifferentialTests.styles[random.next(9)], from: "s0",
                            phase: OwnerRulesDifferentialTests.phases[random.next(5)]))
                }
            }
            let assumptions = UIKitAssumptions(
                overFullScreen: UIKitAssumptions.OverFullScreenOwnership.allCases[random.next(3)],
                currentContext: UIKitAssumptions.ContextOwnership.allCases[random.next(2)],
                popoverAdaptsToFullScreenOnPhone: random.next(2) == 0,
                sheetsAdaptToFullScreenOnPhoneBefore13: random.next(2) == 0,
                customRemovesPresentersView: random.next(2) == 0)
            let idiom: Idiom = random.next(2) == 0 ? .phone : .pad
            let rules = OwnerRules(
                idiom: idiom, os: random.next(2) == 0 ? 12 : 17, assumptions: assumptions,
                deviceMask: idiom == .phone ? .allButUpsideDown : .all)
            #expect(
                rules.owner(of: window) == OwnerRulesDifferentialTests.referenceOwner(rules, window),
                "\(window.presentations) under \(assumptions)")
            var settled = window
            settled.finishTransitions()
            #expect(
                rules.owner(of: window, afterTransitions: true)
                    == OwnerRulesDifferentialTests.referenceOwner(rules, settled))
        }
    }
}
