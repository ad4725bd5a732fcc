import UIKit
import Capacitor

// A plugin sets the orientations the framework's bridge controller allows (Capacitor's screen-orientation
// plugin, held-out set 138): the framework declares the list, the plugin writes it through the controller,
// and restores its own copy. A list of the same name set on any other object is not the controller's.
public class ScreenOrientation: NSObject {
    public weak var capViewController: CAPBridgeViewController?
    private var supportedOrientations: [Int] = []
    private let settings = PluginSettings()

    public func lock(_ orientation: Int) {
        self.capViewController?.supportedOrientations = [orientation] // expect: ORI-707
        settings.supportedOrientations = [orientation]
    }

    public func unlock() {
        self.capViewController?.supportedOrientations = self.supportedOrientations // expect: ORI-707
    }
}

final class PluginSettings {
    var supportedOrientations: [Int] = []
}
