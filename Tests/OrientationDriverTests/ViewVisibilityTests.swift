import OrientationDriver
import Testing

/// When a SwiftUI view counts as shown in its host or window
/// (`ViewVisibility`, behind the probes' `isShown`).
@Suite("View visibility: hidden, transparent, outside, half shown")
struct ViewVisibilityTests {
    typealias Rect = ViewVisibility.Rect
    let screen = Rect(x: 0, y: 0, width: 400, height: 800)
    let visible = ViewVisibility.Layer(isHidden: false, alpha: 1)

    func isShown(
        _ frame: Rect, layers: [ViewVisibility.Layer]? = nil, isInContainer: Bool = true, in container: Rect? = nil
    ) -> Bool {
        ViewVisibility.isShown(
            layers: layers ?? [visible], isInContainer: isInContainer, frame: frame,
            containerBounds: container ?? screen)
    }

    @Test("A view filling the container is shown")
    func filling() { #expect(isShown(screen)) }

    @Test("A hidden view, or one under a hidden or transparent superview, is not shown")
    func hiddenOrTransparent() {
        #expect(!isShown(screen, layers: [visible, ViewVisibility.Layer(isHidden: true, alpha: 1)]))
        #expect(!isShown(screen, layers: [ViewVisibility.Layer(isHidden: false, alpha: 0.009), visible]))
        #expect(isShown(screen, layers: [ViewVisibility.Layer(isHidden: false, alpha: 0.01)]))
    }

    @Test("A view outside the container's hierarchy is not shown, and its frame is not read")
    func outsideTheContainer() {
        var read = false
        func frame() -> Rect {
            read = true
            return Rect(x: 0, y: 0, width: 400, height: 800)
        }
        let shown = ViewVisibility.isShown(
            layers: [visible], isInContainer: false, frame: frame(), containerBounds: screen)
        #expect(!shown)
        #expect(!read)
    }

    @Test("A page swiped away is not shown; half of it in the bounds is")
    func pageOfATabView() {
        #expect(!isShown(Rect(x: 400, y: 0, width: 400, height: 800)))
        #expect(!isShown(Rect(x: 201, y: 0, width: 400, height: 800)))
        #expect(isShown(Rect(x: 200, y: 0, width: 400, height: 800)))
        #expect(!isShown(Rect(x: 900, y: 0, width: 400, height: 800)))
    }

    @Test("A long scrolling content covering half the container is shown")
    func longContent() {
        #expect(isShown(Rect(x: 0, y: -4000, width: 400, height: 8000)))
        #expect(!isShown(Rect(x: 0, y: 500, width: 400, height: 8000)))
    }

    @Test("A view of no area is shown when its centre is inside the bounds, far edges excluded")
    func zeroArea() {
        #expect(isShown(Rect(x: 10, y: 10, width: 0, height: 0)))
        #expect(!isShown(Rect(x: 400, y: 10, width: 0, height: 0)))
        #expect(isShown(Rect(x: 0, y: 0, width: 0, height: 0)))
        #expect(!isShown(Rect(x: 10, y: 800, width: 0, height: 10)))
    }

    @Test("A view only touching the bounds is not shown; in a container of no area it is")
    func touchingEdges() {
        #expect(!isShown(Rect(x: 400, y: 0, width: 10, height: 10)))
        #expect(isShown(Rect(x: 0, y: 0, width: 10, height: 10), in: Rect(x: 0, y: 0, width: 0, height: 0)))
        #expect(!isShown(Rect(x: 20, y: 0, width: 10, height: 10), in: Rect(x: 0, y: 0, width: 0, height: 0)))
    }

    /// A view of a tree, as the probe walks UIKit's.
    final class TreeView {
        let superview: TreeView?
        var layer = ViewVisibility.Layer(isHidden: false, alpha: 1)
        init(in superview: TreeView?) { self.superview = superview }
    }

    func isShown(_ view: TreeView, within container: TreeView, frameRead: inout Bool) -> Bool {
        var read = false
        defer { frameRead = read }
        return ViewVisibility.isShown(
            view, within: container, superview: \.superview, layer: \.layer,
            frame: {
                read = true
                return screen
            }(), containerBounds: screen)
    }

    @Test("The walk up a view tree: every view below the container counts, the container itself does not")
    func walkUpTheTree() {
        var frameRead = false
        let window = TreeView(in: nil)
        let host = TreeView(in: window)
        let wrapper = TreeView(in: host)
        let probe = TreeView(in: wrapper)
        #expect(isShown(probe, within: host, frameRead: &frameRead))
        host.layer = ViewVisibility.Layer(isHidden: true, alpha: 1)
        #expect(isShown(probe, within: host, frameRead: &frameRead))
        wrapper.layer = ViewVisibility.Layer(isHidden: false, alpha: 0)
        #expect(!isShown(probe, within: host, frameRead: &frameRead))
        wrapper.layer = ViewVisibility.Layer(isHidden: false, alpha: 1)
        #expect(isShown(probe, within: wrapper, frameRead: &frameRead))
        host.layer = ViewVisibility.Layer(isHidden: false, alpha: 1)
        let elsewhere = TreeView(in: window)
        #expect(!isShown(probe, within: elsewhere, frameRead: &frameRead))
        #expect(!frameRead)
        #expect(isShown(probe, within: probe, frameRead: &frameRead))
    }
}
