/// The classes of violation the shipped driver still shows on the fixed
/// cases of the property runs (issue 26), with the number of cases each
/// may reach at most. The list may only shrink: a class that exceeds its
/// budget, or a violation of no listed class, fails the run. Each class
/// names what is known of its cause.
enum KnownViolations {
    /// A class: the phrase that identifies it in a violation, its budget
    /// (cases out of the default 2,000), and what is known.
    struct Class {
        let phrase: String
        let budget: Int
        let cause: String

        /// True for a class about wasted calls, not about what the user sees.
        var isEfficiency: Bool {
            phrase.contains("changed nothing") || phrase.contains("in one decision")
        }
    }

    static let classes: [Class] = [
        Class(
            phrase: "UIKit raised", budget: 1,
            cause:
                "the driver's owner differs from the one the model asks under a non-default reading (the key window asked; a full-screen presentation above a custom one that keeps its presenter's views), and the expected owner allows everything the other one does, so the answer cannot suit both without loosening it (ORI-206 covers the rest)"
        ),
        Class(
            phrase: "the mask handed to UIKit is empty", budget: 2,
            cause: "same cause as the raises, at steps where UIKit only asks"),
        Class(
            phrase: "calls during an interactive transition", budget: 15,
            cause:
                "steps the generator runs while a gesture is under way (a push, a present, a transition's completion); the driver hears of the gesture through its probes' coordinator and, for the app's rotate and policy changes, the screen's own"
        ),
        Class(
            phrase: "updates of the supported orientations in one decision", budget: 3,
            cause:
                "below iOS 16, two events of one turn: the first asks UIKit to attempt a rotation, the second writes the device orientation and attempts again (an attempt that would see the same device, scene and answer is left out)"
        ),
        Class(
            phrase: "rotation requests in one decision", budget: 1,
            cause: "a request, then a retry in the same turn after an error handler ran"),
        Class(
            phrase: "an update of the supported orientations that changed nothing", budget: 26,
            cause:
                "the driver marks the owners whenever the deciding screen or its answer may have changed; the model publishes the same mask (the simulated driver knew the mask had not changed)"
        ),
        Class(
            phrase: "a geometry request that changed nothing", budget: 0,
            cause:
                "none in the 2,000 fixed cases since an update during a presentation waits for its end; one in 5,000 (case 2726: requests for two screens and a retry in one completion turn over an overCurrentContext presentation)"
        ),
        Class(
            phrase: "UIKit refused", budget: 1,
            cause: "a request checked against an owner the driver did not predict (rules 6-7 variants)"),
        Class(
            phrase: "with no diagnostic", budget: 1,
            cause:
                "the driver reads the scene's conditions from its geometry and disagrees with the model where the generator combines a windowed iPad with an app that requires full screen"
        ),
        Class(
            phrase: "but the scene never showed it", budget: 0,
            cause:
                "the driver saw the scene show the target and settled the request, then the scene turned again within the same step (the check reads the orientation at the end of each step)"
        ),
        Class(
            phrase: "which left", budget: 3,
            cause: "a request for a screen popped under the finger of a gesture"),
    ]

    /// The class of a violation, or `nil` for a violation of no listed class.
    static func classify(_ violation: String) -> Class? {
        classes.first { violation.contains($0.phrase) }
    }
}
