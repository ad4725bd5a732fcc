import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Consumes a value so that the optimizer cannot drop the work that made it:
/// the body is never optimized, so the compiler must assume it reads `value`.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// Returns its argument through a call the optimizer cannot see into, so a
/// measured expression cannot be hoisted out of its loop.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }

/// ``blackHole(_:)`` for a raw value: a plain call, no generic metadata,
/// for measures of a few nanoseconds.
@inline(never) @_optimize(none)
func blackHole(_ value: UInt) {}

/// ``opaque(_:)`` for an index: a plain call, for measures of a few
/// nanoseconds (`items[opaque(0)]` hides which item is read).
@inline(never) @_optimize(none)
func opaque(_ value: Int) -> Int { value }

/// The per-call cost of one benchmark: the fastest and the median of several rounds.
struct Sample {
    /// Nanoseconds per call in the fastest round.
    var min: Double
    /// Nanoseconds per call in the median round.
    var median: Double

    /// The median against another sample's median.
    func ratio(to other: Sample) -> Double { median / Swift.max(other.median, .ulpOfOne) }
}

/// CPU nanoseconds per call of `body`: several rounds, each sized to run for a
/// few milliseconds; the minimum and the median are kept.
func measure(rounds: Int = 7, _ body: () -> Void) -> Sample {
    var iterations = 1
    while true {
        let elapsed = time(iterations, body)
        if elapsed > 2_000_000 || iterations >= 1 << 24 { break }
        iterations *= 4
    }
    var samples: [Double] = []
    for _ in 0..<rounds {
        samples.append(Double(time(iterations, body)) / Double(iterations))
    }
    samples.sort()
    return Sample(min: samples[0], median: samples[samples.count / 2])
}

/// Nanoseconds of one run of `body`, several times: for work of a second or more.
func measureOnce(rounds: Int = 3, _ body: () -> Void) -> Sample {
    var samples: [Double] = []
    for _ in 0..<rounds { samples.append(Double(time(1, body))) }
    samples.sort()
    return Sample(min: samples[0], median: samples[samples.count / 2])
}

private func time(_ iterations: Int, _ body: () -> Void) -> UInt64 {
    let start = now()
    for _ in 0..<iterations { body() }
    return now() - start
}

/// The CPU time of this thread, in nanoseconds: time the thread waits while
/// other processes run does not count, so figures hold on a busy machine.
func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Measures under 1 ns found in this run; the summary prints them.
nonisolated(unsafe) var measurementErrors: [String] = []

/// A duration readably; a figure under 1 ns is flagged as a measurement
/// error (no machine answers anything in under a nanosecond).
func format(_ ns: Double, _ what: String = "") -> String {
    if ns < 1 {
        measurementErrors.append(what)
        return String(format: "%.2f ns (MEASUREMENT ERROR: under 1 ns)", ns)
    }
    if ns >= 1_000_000_000 { return String(format: "%.2f s", ns / 1_000_000_000) }
    if ns >= 1_000_000 { return String(format: "%.2f ms", ns / 1_000_000) }
    if ns >= 1_000 { return String(format: "%.2f µs", ns / 1_000) }
    return String(format: "%.1f ns", ns)
}

/// A sample as `median (min)`.
func format(_ sample: Sample, _ what: String = "") -> String {
    "\(format(sample.median, what)) (min \(format(sample.min, what)))"
}

/// A printed table: a title, column headers and rows.
struct Table {
    let title: String
    let headers: [String]
    var rows: [[String]] = []

    func render() -> String {
        var widths = headers.map(\.count)
        for row in rows {
            for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { i, c in c.padding(toLength: widths[i], withPad: " ", startingAt: 0) }
                .joined(separator: "  ")
        }
        var out = "\n## \(title)\n" + line(headers) + "\n" + line(widths.map { String(repeating: "-", count: $0) })
        for row in rows { out += "\n" + line(row) }
        return out
    }
}
