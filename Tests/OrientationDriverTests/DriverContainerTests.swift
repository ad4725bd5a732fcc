import OrientationCore
import OrientationDriver
import Testing

/// What the driver's snapshot reads of UIKit's containers, through the seam.
@MainActor
@Suite("The shipped driver reads containers")
struct DriverContainerTests {
    // Rule 90: a tab switch asks nothing.
    @Test("A tab switch asks nothing; the new tab's probe reports and its policy decides")
    func tabSwitchReportedByTheProbe() {
        let app = DriverFixture(listPolicy: nil, launch: false)
        let tabs = FakeController("tabs", container: .tabBar)
        let feed = app.screen("feed", policy: .portrait)
        let videos = app.screen("videos", policy: .locked(.landscapeRight))
        videos.isViewLoaded = false
        tabs.stack = [feed, videos]
        tabs.selected = feed
        app.window.root = tabs
        app.uikit.launch(app.window)
        #expect(app.shown == .portrait)
        app.uikit.selectTab(videos, in: tabs)
        #expect(app.shown == .landscapeRight)
        #expect(app.driver.appearanceChild(of: tabs) === videos)
    }

    @Test("Split columns: the front column decides; a page view: the current page")
    func splitAndPages() {
        let app = DriverFixture(listPolicy: nil, launch: false)
        let split = FakeController("split", container: .split)
        let pages = FakeController("pages", container: .page)
        let page = app.screen("page", policy: .landscape)
        pages.stack = [page]
        split.stack = [pages]
        app.window.root = split
        app.uikit.launch(app.window)
        #expect(app.shown.isLandscape)
        #expect(app.driver.decidingScreen(in: app.window)?.description == "page")
        #expect(app.driver.appearanceChild(of: pages) === page)
    }

    @Test("A custom container: its shown children decide; a hidden one does not")
    func customContainer() {
        let app = DriverFixture(listPolicy: nil, launch: false)
        let shell = FakeController("shell")
        let main = app.screen("main", policy: .portrait)
        let mini = app.screen("mini", policy: .landscape)
        mini.isViewHidden = true
        shell.stack = [main, mini]
        app.window.root = shell
        app.uikit.launch(app.window)
        #expect(app.driver.decidingScreen(in: app.window)?.description == "main")
        #expect(app.shown == .portrait)
    }

    @Test("A custom container showing two children: the one beneath in view order leads (rule 43)")
    func customContainerViewOrder() {
        func deciding(contentBeneath: Bool) -> String? {
            let app = DriverFixture(listPolicy: nil, launch: false)
            let shell = FakeController("shell")
            let content = app.screen("content", policy: .allButUpsideDown)
            let mini = app.screen("mini", policy: .portrait)
            content.viewOrder = contentBeneath ? 0 : 1
            mini.viewOrder = contentBeneath ? 1 : 0
            shell.stack = [content, mini]
            app.window.root = shell
            app.uikit.launch(app.window)
            #expect(app.shown == .portrait)
            return app.driver.decidingScreen(in: app.window)?.description
        }
        #expect(deciding(contentBeneath: true) == "content")
        #expect(deciding(contentBeneath: false) == "mini")
    }

    @Test("A hosting controller with children counts them all before they are shown")
    func hostingChildren() {
        let app = DriverFixture(listPolicy: nil, launch: false)
        let host = FakeController("host")
        host.isHosting = true
        let child = app.screen("child", policy: .landscape)
        child.isViewLoaded = false
        host.stack = [child]
        app.window.root = host
        app.uikit.launch(app.window)
        #expect(app.driver.decidingScreen(in: app.window)?.description == "child")
    }

    @Test("AVKit's presented player takes the full-screen player policy")
    func fullScreenPlayerPolicy() {
        let app = DriverFixture()
        app.driver.fullScreenPlayerPolicy = .landscape
        let player = FakeController("AVFullScreenViewController")
        player.origin = .avKit
        app.uikit.present(player, from: app.navigation)
        app.driver.setNeedsUpdate(for: player)
        app.uikit.runTurns()
        #expect(app.driver.decidingScreen(in: app.window)?.description == "AVFullScreenViewController")
        #expect(app.shown.isLandscape)
    }

    @Test("A system framework's navigation controller answers with its top screen's overrides")
    func frameworkNavigationOverrides() {
        let app = DriverFixture()
        let picker = FakeController("picker", container: .navigation)
        picker.origin = .framework
        let albums = FakeController("albums")
        albums.supportedGetter = { .portrait }
        picker.stack = [albums]
        app.uikit.present(picker, from: app.navigation)
        #expect(app.uikit.exceptions.isEmpty)
        #expect(app.driver.supportedInterfaceOrientations(for: app.window).contains(.portrait))
    }
}
