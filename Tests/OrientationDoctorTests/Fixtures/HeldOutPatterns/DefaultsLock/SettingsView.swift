import SwiftUI

struct SettingsView: View {
    @State private var orientationLock = false
    @State private var darkTheme = false

    var body: some View {
        Form {
            Toggle("Lock orientation", isOn: $orientationLock)
                .onChange(of: orientationLock) { locked in
                    if locked {
                        UserDefaults.standard.set(1, forKey: Constants.orientationLock) // expect: ORI-708
                    } else {
                        UserDefaults.standard.removeObject(forKey: Constants.orientationLock) // expect: ORI-708
                    }
                }
            Toggle("Dark", isOn: $darkTheme)
                .onChange(of: darkTheme) { dark in
                    UserDefaults.standard.set(dark, forKey: Constants.themeKey)
                }
        }
    }
}

final class LegacySettings {
    func unlock() {
        UserDefaults.standard.removeObject(forKey: Constants.orientationLock) // expect: ORI-707
    }
}
