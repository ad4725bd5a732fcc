/// The scenario `orientation simulate` runs when given no file: the video
/// app of ELOrientationControlDemo, also shipped as
/// `Examples/Scenarios/video-app.yaml` (a test keeps the two identical).
public enum BuiltInScenario {
    /// The file name errors and output use.
    public static let fileName = "video-app.yaml"

    /// The scenario, parsed by ``ScenarioParser`` like any file.
    public static func videoApp() throws -> Scenario {
        try ScenarioParser(fileName: fileName).parse(videoAppYAML)
    }

    /// The YAML text, byte for byte the example file.
    public static let videoAppYAML = """
        # The video app of ELOrientationControlDemo, with this library.
        # A tab bar of navigation stacks, portrait everywhere but the player; the
        # player reopens in the orientation the user last left it in; the comment
        # overlay and the catalogue follow the player; the portrait login (and its
        # register screen) comes back to the landscape overlay when dismissed. The
        # orientation the device is held in wins over what a screen remembers,
        # when the screen allows it; memory is for a device lying flat.
        name: Video app
        device:
          idiom: phone
          os: 17
          orientation: portrait
        app:
          supported: [portrait]        # Info.plist: portrait only, so launch is portrait
          library: true                # the app delegate answers with the engine
        screens:
          - id: tabs
            kind: tabBar
            children: [homeNav, discoverNav]
          - id: homeNav
            kind: navigation
            children: [home]
          - id: home
            policy: portrait
          - id: discoverNav
            kind: navigation
            children: [discover]
          - id: discover
            policy: portrait
          - id: player
            policy: { supported: [portrait, landscapeLeft, landscapeRight], remember: player }
          - id: comment
            policy: matchPresenting
          - id: loginNav
            kind: navigation
            children: [login]
          - id: login
            policy: portrait
          - id: register
            policy: portrait
          - id: catalogue
            policy: matchPresenting
        root: tabs
        steps:
          - expect: { visible: home, orientation: portrait, supported: [portrait] }
          - push: player                       # first time: the current orientation
          - expect: { visible: player, deciding: player, orientation: portrait,
                      supported: [portrait, landscapeLeft, landscapeRight] }
          - rotateDevice: landscapeLeft        # device landscapeLeft = interface landscapeRight
          - expect: { orientation: landscapeRight }
          - present: { screen: comment, style: overFullScreen }
          - expect: { visible: comment, orientation: landscapeRight, supported: [landscapeRight] }
          - rotateDevice: portrait             # the overlay follows the player, not the device
          - expect: { orientation: landscapeRight }
          - present: loginNav                  # sending needs a login: portrait, full screen
          - expect: { visible: login, orientation: portrait, supported: [portrait] }
          - push: register
          - expect: { visible: register, orientation: portrait }
          - dismiss                            # logged in: back to the overlay, in landscape
          - expect: { visible: comment, orientation: landscapeRight }
          - dismiss                            # the phone is held upright and the player
          - expect: { visible: player, orientation: portrait }   # allows it: the device wins
          - rotateDevice: landscapeLeft
          - expect: { orientation: landscapeRight }
          - push: catalogue                    # follows the player
          - expect: { visible: catalogue, orientation: landscapeRight, supported: [landscapeRight] }
          - pop
          - expect: { visible: player, orientation: landscapeRight }
          - rotateDevice: faceUp               # the phone is laid flat on the table
          - pop                                # the player remembers landscapeRight
          - expect: { visible: home, orientation: portrait }
          - selectTab: 1
          - expect: { visible: discover, orientation: portrait }
          - push: player                       # flat device: reopens in the remembered orientation
          - expect: { visible: player, orientation: landscapeRight, exception: none }

        """
}
