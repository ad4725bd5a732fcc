import OrientationCore
import Testing

/// Which window of a scene is the app's own and which one UIKit asks
/// (UIKIT rules 51-54), as the UIKit driver reads them.
@Suite("SceneWindows")
struct SceneWindowsTests {
    @Test("the declared main window is the app window, whatever its level")
    func declaredMain() {
        let windows = [SceneWindow(level: 0), SceneWindow(level: 1, isDeclaredMain: true), SceneWindow(level: 2000)]
        #expect(SceneWindows.appWindow(among: windows) == 1)
    }

    @Test("without a declared one: the lowest visible window with a root, the earliest among equals")
    func lowestVisible() {
        let windows = [
            SceneWindow(level: 0, isHidden: true), SceneWindow(level: 0, hasRootViewController: false),
            SceneWindow(level: 0), SceneWindow(level: 0), SceneWindow(level: -1, isSystem: true),
        ]
        #expect(SceneWindows.appWindow(among: windows) == 2)
        #expect(SceneWindows.appWindow(among: [SceneWindow(isHidden: true)]) == 0)
        #expect(SceneWindows.appWindow(among: [SceneWindow(hasRootViewController: false)]) == nil)
        #expect(SceneWindows.appWindow(among: []) == nil)
    }

    @Test("rules 51, 53-54: UIKit asks the topmost visible window that is not its own")
    func orientationWindow() {
        let windows = [
            SceneWindow(level: 0), SceneWindow(level: 2000), SceneWindow(level: 2000),
            SceneWindow(level: 3000, isHidden: true), SceneWindow(level: 10_000_000, isSystem: true),
        ]
        #expect(SceneWindows.orientationWindow(among: windows) == 2)
        #expect(SceneWindows.orientationWindow(among: [SceneWindow(isSystem: true)]) == nil)
    }
}
