import Foundation

// `swift run -c release` in Benchmarks/: tables and ratios measured in one
// run. Timings are the median (and the minimum) of several rounds; every
// measured result goes to a black hole; a figure under 1 ns is flagged.
// Allocation counts come from ordo-one's malloc-interposer.
// `--quick` measures smaller inputs (for CI smoke runs).

let arguments = CommandLine.arguments
let quick = arguments.contains("--quick")
/// The integer after a flag, such as `--chain 3000`.
func option(_ name: String) -> Int? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil }
}
AllocationCounter.prepare()
print("# swift-orientation benchmarks")
print(
    AllocationCounter.isActive ? "allocation counting: on" : "allocation counting: unavailable (interposer not loaded)")
/// Progress on standard error, when it is a terminal: each section takes seconds.
func section(_ name: String, _ body: () -> String) {
    let terminal = isatty(2) == 1
    if terminal { FileHandle.standardError.write(Data("\rrunning: \(name)...\u{1B}[K".utf8)) }
    let text = body()
    if terminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    print(text)
}

section("resolver") { ResolverBenchmarks.run() }
section("engine") { EngineBenchmarks.run() }
section("registry") { RegistryBenchmarks.run() }
section("simulation") { SimulationBenchmarks.run() }
section("scaling (the longest)") {
    ScalingBenchmarks.run(
        chain: option("--chain") ?? (quick ? 300 : 3_000), steps: option("--steps") ?? (quick ? 1_000 : 10_000))
}
if measurementErrors.isEmpty {
    print("\nno figure under 1 ns")
} else {
    print("\nMEASUREMENT ERRORS (figures under 1 ns): \(measurementErrors.joined(separator: ", "))")
}
