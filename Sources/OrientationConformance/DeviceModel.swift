/// What a hardware model identifier (`iPhone10,3`, or a simulator's
/// `SIMULATOR_MODEL_IDENTIFIER`) says about the device, so that the
/// observation does not depend on when it is taken: the safe-area insets
/// the app otherwise reads are zero until the window is laid out, which
/// made a crash report taken at launch claim a home button on a Face ID
/// phone (CONFORMANCE-REVIEW finding 6a).
public enum DeviceModel {
    /// Whether an iPhone model has a home button: iPhone 8 and earlier and
    /// the SE models do; iPhone X and later do not. `nil` for anything else
    /// (an iPad, an unknown identifier): ask the window instead.
    public static func hasHomeButton(_ identifier: String) -> Bool? {
        guard identifier.hasPrefix("iPhone") else { return nil }
        let numbers = identifier.dropFirst("iPhone".count).split(separator: ",")
        guard numbers.count == 2, let major = Int(numbers[0]), let minor = Int(numbers[1]) else { return nil }
        switch (major, minor) {
        case (..<10, _): return true
        case (10, 1), (10, 2), (10, 4), (10, 5): return true // iPhone 8, 8 Plus
        case (10, _): return false // iPhone X
        case (12, 8), (14, 6): return true // iPhone SE (2nd and 3rd generation)
        default: return false
        }
    }
}
