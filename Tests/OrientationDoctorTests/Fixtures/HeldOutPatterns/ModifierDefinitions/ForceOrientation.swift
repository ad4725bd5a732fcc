import SwiftUI

// The app's own modifier: the `ViewModifier` that sets the lock through the manager's singleton, and the
// `extension View` member that applies it, passing its mask on. Both definitions are sites the migration deletes,
// beside the writes in the modifier's body and the view that applies it.
struct ForceOrientation: ViewModifier { // expect: ORI-708
    let orientation: UIInterfaceOrientationMask

    func body(content: Content) -> some View {
        content
            .onAppear {
                OrientationManager.shared.set(orientation) // expect: ORI-708
            }
            .onDisappear {
                OrientationManager.shared.set(.portrait) // expect: ORI-708
            }
    }
}

extension View {
    func forceOrientation(_ orientation: UIInterfaceOrientationMask) -> some View { // expect: ORI-708
        modifier(ForceOrientation(orientation: orientation))
    }
}

// A modifier whose body sets the lock itself, applied by a member that builds it with no argument: the member's
// definition is reported, and the line that builds the modifier is part of it.
struct PortraitOnly: ViewModifier { // expect: ORI-708
    func body(content: Content) -> some View {
        content.onAppear {
            OrientationManager.shared.supportedOrientations = .portrait // expect: ORI-708
        }
    }
}

extension View {
    func portraitOnly() -> some View { // expect: ORI-708
        ModifiedContent(content: self, modifier: PortraitOnly())
    }

    // Not a lock: a modifier that only pads.
    func padded() -> some View {
        padding(8)
    }
}

struct Scoreboard: View {
    var body: some View {
        Text("0 : 0")
            .forceOrientation(.landscapeRight) // expect: ORI-708
    }
}

struct Settings: View {
    var body: some View {
        Text("Settings").portraitOnly().padded() // expect: ORI-708
    }
}
