/// One layer of the window after a step: the root, or one presented screen
/// with what it shows. The storyboard draws the root as the screen and each
/// presented layer as a card over the one beneath.
public struct StepLayer: Sendable, Hashable {
    /// The layer's own screen: the root, or the presented screen.
    public var screen: String
    /// The topmost visible screen inside the layer (through its containers).
    public var visible: String?
    /// How it was presented; `nil` for the root.
    public var style: PresentationStyle?
    /// The screens on the layer's topmost visible navigation stack (0 without one).
    public var navigationDepth: Int
    /// The tabs of the layer's topmost visible tab bar (0 without one).
    public var tabCount: Int
    /// The selected tab of that tab bar.
    public var selectedTab: Int

    /// Creates a layer.
    public init(
        screen: String, visible: String? = nil, style: PresentationStyle? = nil, navigationDepth: Int = 0,
        tabCount: Int = 0, selectedTab: Int = 0
    ) {
        self.screen = screen
        self.visible = visible
        self.style = style
        self.navigationDepth = navigationDepth
        self.tabCount = tabCount
        self.selectedTab = selectedTab
    }
}
