extension InfoPlist {
    /// The orientations declared for a device of this idiom, read from the
    /// qualified key if present, else the plain key (rule 15). `nil` when
    /// no list is declared, or the list that applies names no orientation
    /// (UIKit then uses its default, rule 14).
    public func supportedOrientations(for idiom: Idiom) -> InterfaceOrientationMask? {
        guard let list = supportedOrientations.value(for: idiom) else { return nil }
        let mask = InterfaceOrientationMask(orientations: list)
        return mask.isEmpty ? nil : mask
    }

    /// The app's orientations on this idiom when the app delegate does not
    /// answer: the declared list, or UIKit's default when none is declared,
    /// `.all` on iPad and `.allButUpsideDown` on iPhone (rule 14).
    public func defaultMask(for idiom: Idiom) -> InterfaceOrientationMask {
        supportedOrientations(for: idiom) ?? idiom.defaultMask
    }

    /// `UIRequiresFullScreen` as a device of this idiom reads it (the
    /// qualified key wins); `false` when not declared.
    public func requiresFullScreen(for idiom: Idiom) -> Bool {
        requiresFullScreen.value(for: idiom) ?? false
    }

    /// True when a launch storyboard (a non-empty `UILaunchStoryboardName`)
    /// or a `UILaunchScreen` dictionary applies to this idiom.
    public func hasLaunchScreen(for idiom: Idiom) -> Bool {
        let storyboard = launchStoryboardName.value(for: idiom).map { !$0.isEmpty } ?? false
        return storyboard || hasLaunchScreen.value(for: idiom) == true
    }

    /// True when the app takes part in Slide Over and Split View on this
    /// idiom, so the system ignores view controllers' orientations (rules
    /// 28-29): an iPad app with a launch storyboard or launch screen that
    /// declares all four orientations for iPad and does not require full
    /// screen. Always false on iPhone.
    public func isMultitaskingEligible(for idiom: Idiom) -> Bool {
        idiom == .pad
            && hasLaunchScreen(for: idiom)
            && supportedOrientations(for: idiom) == .all
            && !requiresFullScreen(for: idiom)
    }
}
