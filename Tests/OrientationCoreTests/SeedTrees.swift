@testable import OrientationCore

/// Trees shaped like the seed flows of ELOrientationControlDemo.
enum SeedTrees {
    static let playerPolicy = OrientationPolicy(supported: .allButUpsideDown, remember: "player")

    /// tab bar > navigation > home (portrait), optionally with the player pushed.
    static func videoApp(playerPushed: Bool = true, selected: Int = 0) -> ScreenSpec {
        var stack: [ScreenSpec] = [.screen("home", policy: .portrait)]
        if playerPushed { stack.append(.screen("player", policy: playerPolicy)) }
        return .tabBar(
            "tabs", selected: selected,
            [
                .navigation("homeNav", stack),
                .navigation("mineNav", [.screen("mine", policy: .portrait)]),
            ])
    }

    /// The comment overlay presented overFullScreen from the tab bar, over the player.
    static func commentOverPlayer(phase: TransitionPhase = .presented) -> ScreenSpec {
        videoApp().presenting(.screen("comment", policy: .matchPresenting), style: .overFullScreen, phase: phase)
    }

    /// A portrait login presented full screen over the comment overlay.
    static func loginOverComment(register: Bool = false, phase: TransitionPhase = .presented) -> ScreenSpec {
        var login: [ScreenSpec] = [.screen("login", policy: .portrait)]
        if register { login.append(.screen("register", policy: .portrait)) }
        let comment = ScreenSpec.screen("comment", policy: .matchPresenting)
            .presenting(.navigation("loginNav", login), style: .fullScreen, phase: phase)
        return videoApp().presenting(comment, style: .overFullScreen)
    }
}
