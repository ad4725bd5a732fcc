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

    /// The other SwiftUI probes of a probe's host, in `children` order:
    /// those `asProbe` reads as probes, the probe itself left out. They may
    /// have moved when it did (a page swiped in while another was swiped
    /// away).
    public static func siblings<Controller: AnyObject, Probe: AnyObject>(
        of probe: Probe, among children: [Controller], asProbe: (Controller) -> Probe?
    ) -> [Probe] {
        children.compactMap(asProbe).filter { $0 !== probe }
    }
}
