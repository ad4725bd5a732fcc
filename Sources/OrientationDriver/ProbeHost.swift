/// Which view controller a SwiftUI view's probe serves: its host.
public enum ProbeHost {
    /// The probe's parent when it has one (SwiftUI adds representable
    /// controllers as children of their hosting controller); before it
    /// joins one, the nearest view controller other than the probe up the
    /// responder chain that starts at `first` (the next responder of the
    /// probe view's superview: the probe's view is in the hosting view
    /// first); else `nil`. `next` is `UIResponder.next`; `controller` reads
    /// a responder as a view controller, if it is one.
    public static func find<Controller: AnyObject, Responder>(
        parent: Controller?, probe: Controller, responderChain first: Responder?,
        next: (Responder) -> Responder?, controller: (Responder) -> Controller?
    ) -> Controller? {
        if let parent { return parent }
        var responder = first
        while let current = responder {
            if let found = controller(current), found !== probe { return found }
            responder = next(current)
        }
        return nil
    }
}
