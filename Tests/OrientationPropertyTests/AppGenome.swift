import OrientationTesting

/// Decodes two lists of integers into a random app and event sequence.
///
/// Property-based generation works on the integers, so shrinking (dropping
/// events, moving numbers toward 0) turns a failing case into a small one:
/// gene 0 always decodes to the simplest choice. The generator covers what
/// the model can express, weighted toward the dangerous corners: screens
/// the app does not own, containers showing several children, overlay
/// windows, interactive pops and dismissals that finish or cancel, iOS 13
/// to 27 and their environments, the linked SDK, the delegate that
/// answers, resizes and folds, the rotation lock, the app becoming
/// inactive mid-transition.
struct AppGenome: CustomStringConvertible {
    /// How many app genes ``init(app:events:)`` reads.
    static let appGeneCount = 16
    /// The most events a case has.
    static let maximumEvents = 40

    let scenario: Scenario
    /// UIKit's uncertain rules read one way or the other (UIKitRules.md, "U").
    let assumptions: UIKitAssumptions

    init(app genes: [Int], events: [Int]) {
        let gene = Genes(genes)
        var builder = GenomeBuilder(gene: gene)
        let device = Self.device(gene)
        let app = Self.app(gene, device: device)
        assumptions = Self.assumptions(gene)
        let root = builder.node(gene(6), depth: 1)
        let windows = builder.windows(gene(13))
        builder.steps(events.prefix(Self.maximumEvents), root: root, windows: windows.map(\.id), device: device)
        scenario = Scenario(
            name: "generated", device: device, app: app, screens: builder.screens, root: root,
            steps: builder.steps, windows: windows)
    }

    /// The case as a scenario file: what a failing property prints.
    var description: String {
        "\n" + ScenarioYAMLWriter.yaml(for: scenario) + "# assumptions: \(assumptions)\n"
    }
}

/// Reads app genes: a missing gene is 0, every gene is made non-negative.
struct Genes {
    let values: [Int]

    init(_ values: [Int]) { self.values = values }

    func callAsFunction(_ index: Int) -> Int {
        index < values.count ? abs(values[index] % 1_000_003) : 0
    }
}
