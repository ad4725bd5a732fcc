extension InterfaceOrientationRegistry {
    /// The default orientations an app declares in its Info.plist, as UIKit
    /// reads them (UIKitRules.md, rules 14-15).
    ///
    /// - Parameters:
    ///   - generic: the `UISupportedInterfaceOrientations` values, if present.
    ///   - phone: the `UISupportedInterfaceOrientations~iphone` values, if present.
    ///   - pad: the `UISupportedInterfaceOrientations~ipad` values, if present.
    ///   - idiom: the device's idiom; its device-qualified key wins.
    /// - Returns: the declared orientations (names such as
    ///   `UIInterfaceOrientationPortrait`; unknown names are ignored), or the
    ///   idiom's default (`.all` on iPad, `.allButUpsideDown` on iPhone) when
    ///   nothing valid is declared.
    public static func defaultOrientations(
        generic: [String]?, phone: [String]? = nil,
        pad: [String]? = nil, idiom: Idiom
    ) -> InterfaceOrientationMask {
        let qualified = idiom == .pad ? pad : phone
        let names = qualified ?? generic ?? []
        let mask = InterfaceOrientationMask(orientations: names.compactMap { InterfaceOrientation(name: $0) })
        return mask.isEmpty ? idiom.defaultMask : mask
    }
}
