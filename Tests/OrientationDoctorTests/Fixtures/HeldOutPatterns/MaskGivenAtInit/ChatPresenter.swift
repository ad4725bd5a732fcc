import UIKit

final class ChatPresenter {
    func present(_ chat: UIViewController, from host: UIViewController) {
        let sheet = SheetContainerViewController( // expect: ORI-707
            content: chat,
            allowedOrientation: .portrait)
        host.present(sheet, animated: true)
    }
}
