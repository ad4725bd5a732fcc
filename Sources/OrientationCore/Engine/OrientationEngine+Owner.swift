extension OrientationEngine {
    /// Tells the masks of the view controllers UIKit asks: `mask`, the one
    /// that owns the window once the transition in progress ends (its
    /// override or UIKit's default), and `current`, the one UIKit still asks
    /// until then when it is another (else `nil`). The answer is what UIKit
    /// will really allow and never shares nothing with either (UIKit rules
    /// 16-17, 39). `uncertainOwner` is the mask of the controller UIKit asks
    /// under the other reading of rule 6, when it is another one: the
    /// answer then never shares nothing with it either (`ORI-206`).
    public func setOwnerMask(
        _ mask: InterfaceOrientationMask?, duringTransition current: InterfaceOrientationMask?,
        uncertainOwner: InterfaceOrientationMask? = nil
    ) {
        guard ownerMask != mask || transitionOwnerMask != current || uncertainOwnerMask != uncertainOwner
        else { return }
        ownerMask = mask
        transitionOwnerMask = current
        uncertainOwnerMask = uncertainOwner
        reresolve()
    }
}
