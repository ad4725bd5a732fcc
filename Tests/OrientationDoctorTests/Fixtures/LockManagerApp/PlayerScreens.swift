// The manager's writers: UIKit code, SwiftUI modifiers, a view's action.
// Not compiled.
import SwiftUI
import UIKit

final class PlayerViewController: UIViewController {
    @objc func fullScreenTapped() {
        PlayerOrientationManager.shared.lock(to: .landscape) // expect: ORI-707
    }
}

struct PlayerView: View {
    let id = UUID()

    var body: some View {
        Color.black
            .onAppear { PlayerOrientationManager.shared.register(mask: .landscape, id: id) } // expect: ORI-708
            .onDisappear { PlayerOrientationManager.shared.unlock() } // expect: ORI-708
            .onTapGesture { toggleFullscreen() }
    }

    /// Calls the lock itself (reported there); its own callers are not lock writers.
    func toggleFullscreen() {
        PlayerOrientationManager.shared.lock(to: .portrait) // expect: ORI-707
    }
}
