import Foundation
import SwiftParser
import SwiftSyntax

// `swift run -c release` in Benchmarks/Doctor: the time of
// `orientation doctor` on a generated project of 5,000 Swift files (50 lines
// each, 4 orientation sites per 100 files), as a ratio to swift-syntax's bare
// parse of the same files on one thread, one run each: the doctor as shipped
// (on one thread and on every core) and the doctor made to parse every file.
// `DOCTOR_BENCH_PROJECT=/path/to/app` times a real project instead.

let fileCount = Int(ProcessInfo.processInfo.environment["DOCTOR_BENCH_FILES"] ?? "") ?? 5_000
let benchmarks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let packageRoot = benchmarks.deletingLastPathComponent().deletingLastPathComponent()
let project = benchmarks.appendingPathComponent(".build/doctor-benchmark-project")

/// One generated file: 50 lines; every 25th file holds one orientation site.
func source(_ index: Int) -> String {
    let sites = [
        "        UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: \"orientation\")",
        "        UIViewController.attemptRotationToDeviceOrientation()",
        "        _ = UIApplication.shared.statusBarOrientation",
        "        _ = view.window?.windowScene?.interfaceOrientation",
    ]
    var lines = [
        "import UIKit", "",
        "/// Screen \(index) of a generated app.",
        "final class Screen\(index)ViewController: UIViewController {",
        "    private var items: [String] = []",
        "    private var selection: Int?",
        "    // A comment that mentions UIDevice.current.setValue(3, forKey: \"orientation\").",
        "    let label = \"supportedInterfaceOrientations shouldAutorotate\"", "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        title = \"Screen \(index)\"",
        "        items = (0..<20).map { \"Item \\($0)\" }",
        "    }", "",
        "    func select(_ row: Int) {",
        index % 25 == 0 ? sites[(index / 25) % sites.count] : "        selection = row",
        "        guard row < items.count else { return }",
        "        print(items[row])",
        "    }", "",
    ]
    var helper = 0
    while lines.count < 49 {
        lines += [
            "    func helper\(helper)(_ value: Int) -> Int {",
            "        let doubled = value * 2",
            "        return doubled + \(helper)",
            "    }",
        ]
        helper += 1
    }
    lines = Array(lines.prefix(49)) + ["}"]
    return lines.joined(separator: "\n") + "\n"
}

func generate() throws -> [URL] {
    try? FileManager.default.removeItem(at: project)
    var files: [URL] = []
    for index in 0..<fileCount {
        let folder = project.appendingPathComponent("Module\(index / 500)")
        if index % 500 == 0 { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let url = folder.appendingPathComponent("Screen\(index).swift")
        try Data(source(index).utf8).write(to: url)
        files.append(url)
    }
    return files
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The built `orientation` command (release), built on first use with
/// the `orientation-doctor` executable it runs (issue 28).
func doctorBinary() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["ORIENTATION_BINARY"] { return URL(fileURLWithPath: path) }
    let binary = packageRoot.appendingPathComponent(".build/release/orientation")
    print("building the orientation and orientation-doctor commands (release)…")
    for product in ["orientation-doctor", "orientation"] {
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = [
            "swift", "build", "-c", "release", "--package-path", packageRoot.path, "--product", product,
        ]
        try build.run()
        build.waitUntilExit()
        guard build.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
    }
    return binary
}

/// The Swift files of a real project (`DOCTOR_BENCH_PROJECT`), outside the folders the doctor skips.
func swiftFiles(under root: URL) -> [URL] {
    let skipped: Set<String> = ["Pods", "Carthage", "DerivedData", ".build", ".git"]
    var files: [URL] = []
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = walker?.nextObject() as? URL {
        if skipped.contains(url.lastPathComponent) {
            walker?.skipDescendants()
        } else if url.pathExtension == "swift" {
            files.append(url)
        }
    }
    return files
}

let realProject = ProcessInfo.processInfo.environment["DOCTOR_BENCH_PROJECT"].map(URL.init(fileURLWithPath:))
let target = realProject ?? project
let files = try realProject.map(swiftFiles(under:)) ?? generate()
if let realProject {
    print(
        "doctor benchmark: \(files.count) Swift files of \(realProject.path) (its other files are read by the doctor only)"
    )
} else {
    print(
        "doctor benchmark: \(files.count) Swift files, \(files.count * 50) lines, \(files.count / 25) orientation sites"
    )
}

// swift-syntax's bare parse: read and parse every file once, one thread.
var sink = 0
let parse = try seconds {
    for file in files {
        let tree = Parser.parse(source: try String(contentsOf: file, encoding: .utf8))
        sink &+= tree.totalLength.utf8Length
    }
}
// The same on every core, for reference.
let cores = ProcessInfo.processInfo.activeProcessorCount
let parallelParse = seconds {
    let chunks = (0..<cores).map { core in stride(from: core, to: files.count, by: cores).map { files[$0] } }
    DispatchQueue.concurrentPerform(iterations: cores) { core in
        for file in chunks[core] { _ = Parser.parse(source: (try? String(contentsOf: file, encoding: .utf8)) ?? "") }
    }
}

let binary = try doctorBinary()
let output = project.appendingPathComponent("../doctor-benchmark.json")

/// One run of the doctor with these extra arguments: its time and its number of findings.
func timeDoctor(_ extra: [String]) throws -> (seconds: Double, findings: Int) {
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    let time = try seconds {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["doctor", target.path, "--format", "json", "--fail-on", "never"] + extra
        process.standardOutput = handle
        try process.run()
        process.waitUntilExit()
    }
    try handle.close()
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any]
    return (time, (json?["findings"] as? [Any])?.count ?? -1)
}

// As shipped: a file is parsed only when it can hold a site (here the 200 files that do, and
// none of the 4,800 whose comments and strings mention orientation APIs). Then every file
// parsed, as in a project where every file holds an orientation word.
let oneCore = try timeDoctor(["--jobs", "1"])
let allCores = try timeDoctor([])
let everyFileOneCore = try timeDoctor(["--jobs", "1", "--parse-every-file"])
let everyFile = try timeDoctor(["--parse-every-file"])

print(String(format: "bare parse (swift-syntax, 1 thread, in process): %.2f s", parse))
print(String(format: "bare parse (swift-syntax, %d threads):          %.2f s", cores, parallelParse))
for (name, run) in [
    ("orientation doctor, 1 thread", oneCore), ("orientation doctor, \(cores) threads", allCores),
    ("doctor parsing every file, 1 thread", everyFileOneCore),
    ("doctor parsing every file, \(cores) threads", everyFile),
] {
    print(
        name + ": "
            + String(
                format: "%.2f s, %d findings; ratio to the 1-thread bare parse %.2f", run.seconds, run.findings,
                run.seconds / parse))
}
print(
    String(
        format: "files per second: %.0f (doctor, 1 thread), %.0f (bare parse, 1 thread)",
        Double(files.count) / oneCore.seconds, Double(files.count) / parse))
if sink == 0 { print("(empty parse)") }
