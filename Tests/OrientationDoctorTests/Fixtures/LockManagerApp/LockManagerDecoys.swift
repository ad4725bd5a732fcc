// Nothing here is reported: state no orientation answer reads, another
// type's flag of a lock's name, the callers of a view's own action. Not compiled.
import SwiftUI

final class DownloadQueue {
    static let shared = DownloadQueue()
    private var pending: [String] = []
    var isLocked: Bool = false

    var isBusy: Bool { !pending.isEmpty || isLocked }

    func lock() { isLocked = true }
}

struct Door {
    var isLocked = false
}

struct ControlsView: View {
    let player: PlayerView

    var body: some View {
        Button("Full screen") { player.toggleFullscreen() }
            .onAppear { DownloadQueue.shared.lock() }
    }

    func close(_ door: inout Door) {
        door.isLocked = true
    }
}
