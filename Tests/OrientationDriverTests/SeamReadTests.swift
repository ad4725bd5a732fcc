import OrientationCore
import Testing

@testable import OrientationDriver

/// What the driver makes of the seam's plain reads: the UIKit adapter
/// forwards each read as UIKit gives it, and these decisions are the
/// driver's.
@MainActor
@Suite("The driver's reading of the seam")
struct SeamReadTests {
    @Test("The declared window: the scene delegate's, else the app delegate's")
    func declaredWindow() {
        let app = DriverFixture(listPolicy: nil, launch: false)
        let other = FakeWindow(scene: app.scene, root: FakeController("other"))
        app.scene.declared = nil
        app.uikit.appDelegateWindow = other
        #expect(app.driver.declaredWindow(of: app.scene) === other)
        #expect(app.driver.appWindow(of: app.scene) === other)
        app.scene.declared = app.window
        #expect(app.driver.declaredWindow(of: app.scene) === app.window)
        #expect(app.driver.appWindow(of: app.scene) === app.window)
    }

    @Test("An iPhone app on iPad: the hardware's model name says iPad, the app's idiom phone")
    func phoneAppOnIPad() {
        let app = DriverFixture(launch: false)
        #expect(!app.driver.sceneFacts.runsOnIPad)
        app.uikit.deviceModel = "iPad"
        #expect(app.driver.sceneFacts.runsOnIPad)
        app.uikit.idiom = .pad
        #expect(!app.driver.sceneFacts.runsOnIPad)
        app.uikit.idiom = .phone
        app.uikit.deviceModel = "iPod touch"
        #expect(!app.driver.sceneFacts.runsOnIPad)
    }

    @Test("A window of UIKit's own is a UIKit subclass; plain windows and the app's subclasses are the app's")
    func systemWindows() {
        #expect(!WindowFacts(isBaseWindowClass: true, isClassFromUIKit: true).isSystem)
        #expect(!WindowFacts(isBaseWindowClass: false, isClassFromUIKit: false).isSystem)
        #expect(WindowFacts(isBaseWindowClass: false, isClassFromUIKit: true).isSystem)
        let app = DriverFixture(launch: false)
        let keyboard = FakeWindow(scene: app.scene, root: FakeController("keyboard"), level: 10)
        keyboard.isSystem = true
        #expect(OrientationDriver.orientationWindow(of: app.scene, platform: app.uikit) === app.window)
        let hud = FakeWindow(scene: app.scene, root: FakeController("hud"), level: 5)
        hud.isAppSubclass = true
        #expect(OrientationDriver.orientationWindow(of: app.scene, platform: app.uikit) === hud)
    }

    @Test("A child's place in its container's views: found by walking up, nil outside or unloaded")
    func viewOrderPath() {
        let app = DriverFixture(listPolicy: nil, launch: false)
        let shell = FakeController("shell")
        let beneath = FakeController("beneath")
        let above = FakeController("above")
        let outside = FakeController("outside")
        shell.stack = [beneath, above, outside]
        beneath.viewOrder = 0
        above.viewOrder = 1
        let reading = ContainerReading(platform: app.uikit)
        #expect(reading.viewOrderPath(of: beneath, in: shell) == [0])
        #expect(reading.viewOrderPath(of: above, in: shell) == [1])
        #expect(reading.viewOrderPath(of: outside, in: shell) == nil)
        shell.isViewLoaded = false
        #expect(reading.viewOrderPath(of: above, in: shell) == nil)
    }

    @Test("A scene's activation has UIKit's raw values (UISceneActivationState), so the adapter copies them")
    func activationRawValues() {
        let raw = [SceneActivation.unattached, .foregroundActive, .foregroundInactive, .background].map(\.rawValue)
        #expect(raw == [-1, 0, 1, 2])
        #expect(SceneActivation(rawValue: 3) == nil)
    }
}
