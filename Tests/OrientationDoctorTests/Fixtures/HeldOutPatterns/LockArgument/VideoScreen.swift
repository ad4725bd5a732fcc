import UIKit

final class VideoScreen: UIViewController {
    func showSpeeds() {
        let picker = Picker(title: nil, portraitOnly: false) // expect: ORI-707
        _ = picker
    }

    func showShare() {
        let picker = Picker(title: "Share")
        _ = picker
    }
}
