import OrientationTesting

/// The events of a generated case.
extension GenomeBuilder {
    /// The number of event kinds an event gene chooses among.
    static let eventKinds = 18

    /// Decodes event genes into steps; gene 0 pushes a plain screen.
    mutating func steps(_ events: ArraySlice<Int>, root: String, windows: [String], device: DeviceSetup) {
        for raw in events {
            let g = abs(raw % 1_000_003)
            let p = g / Self.eventKinds
            switch g % Self.eventKinds {
            case 0: add(.push(fresh(p)))
            case 1: add(.pop)
            case 2: add(.present(presented(p), style: Self.styles[(p / 7) % Self.styles.count]))
            case 3: add(.dismiss)
            case 4: add(.selectTab(p % 3))
            case 5, 6: add(.rotateDevice(DeviceOrientation(rawValue: 1 + p % 6) ?? .portrait))
            case 7:
                let target = screens.isEmpty ? root : screens[p % screens.count].id
                add(.setPolicy(screen: target, policy: Self.policy(p / 5)))
            case 8: add(.rotate(InterfaceOrientation(rawValue: 1 + p % 4) ?? .portrait))
            case 9: add(.background)
            case 10: add(.foreground)
            case 11, 12:
                let phase = InteractiveGesturePhase.allCases[p % 3]
                add(g % Self.eventKinds == 11 ? .interactivePop(phase) : .interactiveDismiss(phase))
                // The app becomes inactive mid-transition now and then.
                if phase == .begin && (p / 3) % 3 == 0 { add(.background) }
            case 13: add(.present(foreign(p), style: Self.styles[(p / 4) % Self.styles.count]))
            case 14:
                guard !windows.isEmpty else {
                    add(.rotateDevice(.landscapeLeft))
                    continue
                }
                let id = windows[p % windows.count]
                add((p / 2) % 2 == 0 ? .showWindow(id) : .hideWindow(id))
            case 15: add(sceneChange(p, device: device))
            case 16:
                // The iPad's rotation lock is not modelled (rule 56): turn the device instead.
                add(
                    device.idiom == .pad || device.environment == .phoneOnPad
                        ? .rotateDevice(.portrait) : .rotationLock(p % 2 == 0))
            default: add(.push(foreign(p)))
            }
        }
    }

    /// What is presented: a plain screen, or one inside a navigation stack.
    private mutating func presented(_ p: Int) -> String {
        guard p % 3 == 0 else { return fresh(p) }
        let inner = fresh(p / 3)
        let id = "n\(screens.count + 1)"
        screens.append(ScreenDeclaration(id: id, kind: .navigation, children: [inner]))
        return id
    }

    /// The user resizes the scene, or folds or unfolds a foldable iPhone;
    /// the step is also tried where it is impossible (a note, no change).
    private func sceneChange(_ p: Int, device: DeviceSetup) -> ScenarioAction {
        switch device.environment {
        case .duoOuter, .duoInner: [.fold, .unfold, .resize][p % 3]
        default: p % 5 == 4 ? .fold : .resize
        }
    }

    private mutating func add(_ action: ScenarioAction) {
        steps.append(ScenarioStep(action))
    }
}
