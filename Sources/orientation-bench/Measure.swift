import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Nanoseconds per call of `body`, as the median of several rounds, each
/// sized to run for a few milliseconds. Medians resist the noise of a shared
/// machine; the ratios printed from one run compare like with like.
func nanosecondsPerCall(rounds: Int = 7, _ body: () -> Void) -> Double {
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
    return samples[samples.count / 2]
}

private func time(_ iterations: Int, _ body: () -> Void) -> UInt64 {
    let start = now()
    for _ in 0..<iterations { body() }
    return now() - start
}

private func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Formats nanoseconds readably.
func formatNanoseconds(_ ns: Double) -> String {
    if ns >= 1_000_000 { return String(format: "%.2f ms", ns / 1_000_000) }
    if ns >= 1_000 { return String(format: "%.2f µs", ns / 1_000) }
    return String(format: "%.1f ns", ns)
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
