import UIKit

// A message library (SwiftMessages): a nested configuration whose flag the message window's
// controller returns, and a controller that roots itself in a window it makes and keeps in its
// own `window` property (not the app's main window).
final class Messages {
    struct Config {
        var shouldAutorotate = true // expect: ORI-706
        var dimsBackground = false
    }
}

final class MessageWindowController: UIViewController {
    var window: UIWindow?
    let config: Messages.Config

    init(config: Messages.Config) {
        self.config = config
        let window = UIWindow(frame: UIScreen.main.bounds) // expect: ORI-717
        self.window = window
        super.init(nibName: nil, bundle: nil)
        window.rootViewController = self
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override var shouldAutorotate: Bool { // expect: ORI-702
        config.shouldAutorotate && !config.dimsBackground
    }
}

final class DemoController: UIViewController {
    @IBAction func show(_ sender: UISwitch) {
        var config = Messages.Config()
        config.shouldAutorotate = sender.isOn // expect: ORI-707
        config.dimsBackground = true
        MessageWindowController(config: config).window?.isHidden = false
    }
}
