import UIKit

/// An app type's side test that reads the device: its callers decide layout from the device.
public final class SheetConfig {
    public var showsPreview = true

    public func isLandscape() -> Bool {
        UIDevice.current.orientation == .landscapeLeft || UIDevice.current.orientation == .landscapeRight // expect: ORI-719
    }

    public func showsCompactLayout() -> Bool {
        isLandscape() && UIDevice.current.userInterfaceIdiom != .pad // expect: caller
    }
}
