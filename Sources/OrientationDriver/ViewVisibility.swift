/// Whether a SwiftUI view's probe is shown inside a container view (its
/// hosting controller's view, or its window): what lets a view's policy or
/// registration count. OrientationKit reads the views; this decides.
///
/// A view is shown when no view from it up to the container (the container
/// excluded) is hidden or transparent (alpha below 0.01), it is inside the
/// container, and the part of it inside the container's bounds covers at
/// least half of the view or half of the container: a page of a page-style
/// `TabView` swiped away is not shown; a long scrolling content is. A view
/// of no area is shown when its centre is inside the container's bounds.
public enum ViewVisibility {
    /// One view between the probe's view and the container.
    public struct Layer: Sendable, Hashable {
        /// `isHidden`.
        public var isHidden: Bool
        /// `alpha`.
        public var alpha: Double

        /// A layer.
        public init(isHidden: Bool, alpha: Double) {
            self.isHidden = isHidden
            self.alpha = alpha
        }
    }

    /// A rectangle in the container's coordinates (`CGRect`).
    public struct Rect: Sendable, Hashable {
        /// The origin's x.
        public var x: Double
        /// The origin's y.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// A rectangle.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        var area: Double { width * height }

        /// The common part, `nil` when the rectangles do not meet
        /// (`CGRect.intersection` giving the null rectangle).
        func intersection(_ other: Rect) -> Rect? {
            let left = max(x, other.x)
            let right = min(x + width, other.x + other.width)
            let top = max(y, other.y)
            let bottom = min(y + height, other.y + other.height)
            guard right >= left, bottom >= top else { return nil }
            return Rect(x: left, y: top, width: right - left, height: bottom - top)
        }

        /// `CGRect.contains(_:)` of the point: the far edges excluded.
        func contains(x pointX: Double, y pointY: Double) -> Bool {
            pointX >= x && pointX < x + width && pointY >= y && pointY < y + height
        }
    }

    /// True when `view` is shown in `container`, reading the views from
    /// `view` up through each `superview` to the container (the container's
    /// own state excluded): their ``Layer``s, and whether the container is
    /// among them. `frame` is the view's bounds in the container's
    /// coordinates, read only when needed.
    public static func isShown<View: AnyObject>(
        _ view: View, within container: View, superview: (View) -> View?, layer: (View) -> Layer,
        frame: @autoclosure () -> Rect, containerBounds: Rect
    ) -> Bool {
        var layers: [Layer] = []
        var current: View? = view
        while let step = current, step !== container {
            layers.append(layer(step))
            current = superview(step)
        }
        return isShown(
            layers: layers, isInContainer: current === container, frame: frame(), containerBounds: containerBounds)
    }

    /// True when the view is shown in the container. `layers` are the view
    /// and its superviews below the container, innermost first;
    /// `isInContainer` says whether the container is among its superviews;
    /// `frame` is the view's bounds in the container's coordinates, read
    /// only when needed.
    public static func isShown(
        layers: [Layer], isInContainer: Bool, frame: @autoclosure () -> Rect, containerBounds: Rect
    ) -> Bool {
        guard !layers.contains(where: { $0.isHidden || $0.alpha < 0.01 }), isInContainer else { return false }
        let frame = frame()
        guard frame.area > 0 else {
            return containerBounds.contains(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
        }
        guard let visible = frame.intersection(containerBounds) else { return false }
        return visible.area * 2 >= min(frame.area, containerBounds.area)
    }
}
