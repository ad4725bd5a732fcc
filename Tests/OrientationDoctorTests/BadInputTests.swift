import Foundation
import Testing

@testable import OrientationDoctor

/// Unreadable files, invalid UTF-8, a binary file named `.swift`, a
/// malformed Info.plist, symbolic-link loops: each is a finding naming the
/// file, never a crash, and the rest of the project is still analysed.
@Suite struct BadInputTests {
    /// A project with one good file and every kind of bad input.
    static func makeProject() throws -> URL {
        let folder = try Fixtures.scratchFolder().appendingPathComponent("Bad")
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.appendingPathComponent("loop"), withIntermediateDirectories: true)
        try manager.createDirectory(
            at: folder.appendingPathComponent("Demo.xcodeproj"), withIntermediateDirectories: true)
        func write(_ name: String, _ bytes: [UInt8]) throws {
            try Data(bytes).write(to: folder.appendingPathComponent(name))
        }
        try write(
            "Good.swift",
            Array(
                """
                import UIKit
                final class Good: UIViewController {
                    func spin() { UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation") }
                }

                """.utf8))
        try write("Binary.swift", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D])
        try write(
            "Latin1.swift",
            Array("let a = 1\n".utf8) + [0x6C, 0x65, 0x74, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x20, 0x3D, 0x20, 0x32, 0x0A])
        try write(
            "Deep.swift",
            Array(("let x = " + String(repeating: "(", count: 20_000) + String(repeating: ")", count: 20_000)).utf8))
        try write("Latin1.m", [0x2F, 0x2F, 0x20, 0xE9, 0x0A])
        try write("App/Info.plist", Array("<?xml version=\"1.0\"?>\n<plist><dict><key>UIRequiresFullScreen</key>".utf8))
        try write("Demo.xcodeproj/project.pbxproj", [0x00, 0xFF, 0xFE])
        try write("Data.yml", [0x00, 0xFF, 0xFE, 0x0A])
        try write(
            "Latin.yaml",
            Array("targets:\n  A:\n    info:\n      properties:\n        UIRequiresFullScreen: ".utf8) + [0xE9])
        try write("Broken.yml", Array("targets: [\nUISupportedInterfaceOrientations: [\n\"".utf8))
        try write("Binary.xcconfig", [0x00, 0xFF, 0xFE, 0x0A])
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("Missing.swift").path,
            withDestinationPath: "nowhere.swift")
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("Self.swift").path,
            withDestinationPath: "Self.swift")
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("loop/back").path, withDestinationPath: "..")
        let fifo = try DoctorCommand.run(
            ["mkfifo", folder.appendingPathComponent("Pipe.swift").path], in: folder,
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(fifo.status == 0)
        return folder
    }

    private static func code(_ report: DoctorReport, _ file: String) -> [String] {
        report.findings.filter { $0.file.hasSuffix("/" + file) }.map(\.code)
    }

    @Test func everyBadInputIsAFindingNamingTheFile() throws {
        let folder = try Self.makeProject()
        let report = ProjectDoctor().examine([folder.path, folder.appendingPathComponent("Absent").path])
        #expect(Self.code(report, "Binary.swift") == ["ORI-792"])
        #expect(Self.code(report, "Latin1.swift") == ["ORI-791"])
        #expect(report.findings.first { $0.file.hasSuffix("Latin1.swift") }?.line == 2)
        #expect(Self.code(report, "Latin1.m") == ["ORI-791"])
        #expect(Self.code(report, "App/Info.plist") == ["ORI-793"])
        #expect(Self.code(report, "Demo.xcodeproj/project.pbxproj") == ["ORI-793"])
        #expect(Self.code(report, "Missing.swift") == ["ORI-790"])
        #expect(Self.code(report, "Self.swift") == ["ORI-794"])
        #expect(Self.code(report, "loop/back") == ["ORI-794"])
        #expect(Self.code(report, "Pipe.swift") == ["ORI-790"])
        #expect(Self.code(report, "Absent") == ["ORI-795"])
        #expect(Self.code(report, "Deep.swift") == ["ORI-797"], "too deep to parse: a note, no crash")
        // A YAML file may be any tool's data: one the doctor cannot read is left alone, and a
        // specification cut off in the middle of a list is read as far as it goes.
        #expect(Self.code(report, "Data.yml").isEmpty)
        #expect(Self.code(report, "Latin.yaml").isEmpty)
        #expect(Self.code(report, "Broken.yml") == ["ORI-733"])
        // A build configuration file is read only for the Info.plists it names: one it cannot
        // read is no finding, but it turns off the rule for plists no configuration names.
        #expect(Self.code(report, "Binary.xcconfig").isEmpty)
        // The rest of the project is still analysed.
        #expect(Self.code(report, "Good.swift") == ["ORI-709"])
        #expect(report.hasInputProblems)
        #expect(report.exitStatus(failOn: nil) == 2)
    }

    @Test func theCommandExitsTwoAndStillReportsTheRest() throws {
        let folder = try Self.makeProject()
        let output = try DoctorCommand.run(["doctor", ".", "--fail-on", "never", "--no-summary"], in: folder)
        #expect(output.status == 2)
        for file in ["Binary.swift", "Latin1.swift", "App/Info.plist", "Self.swift", "loop/back", "Good.swift"] {
            #expect(output.stdout.contains("./\(file):"), "\(file)")
        }
        #expect(output.stdout.contains("Info.plist:1:1: error: expected an XML or binary property list"))
    }

    @Test func generatedFilesAreSkippedWithANote() throws {
        let folder = try Fixtures.scratchFolder()
        let site = "UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: \"orientation\")\n"
        let files = [
            "R.generated.swift": "import UIKit\n" + site,
            "Strings.swift":
                "// swiftlint:disable all\n// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\n\n"
                + site,
            "Model.pb.swift": site,
            "Legacy.m":
                "/* DO NOT EDIT: made by a script */\n[[UIDevice currentDevice] setValue:@3 forKey:@\"orientation\"];\n",
            "Hand.swift":
                "// A hand-written file.\nimport UIKit\n// DO NOT EDIT: a marker after the header means nothing\n"
                + site,
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let report = ProjectDoctor().examine([folder.path])
        for name in ["R.generated.swift", "Strings.swift", "Model.pb.swift", "Legacy.m"] {
            #expect(Self.code(report, name) == ["ORI-798"], "\(name)")
        }
        #expect(Self.code(report, "Hand.swift") == ["ORI-709"], "a marker after the header does not count")
        #expect(!report.hasInputProblems, "a generated file is a note, not an input problem")
        #expect(report.findings.first { $0.code == "ORI-798" }?.severity == .note)
    }

    @Test func brokenObjectiveCIsReadWithoutACrash() throws {
        let folder = try Fixtures.scratchFolder()
        let sources = [
            "Unterminated.m":
                "@implementation A\n- (void)x { /* never closed\n[UIViewController attemptRotationToDeviceOrientation];",
            "Unbalanced.m":
                "@implementation B\n- (void)y { { { [[UIDevice currentDevice] orientation]; \"open string\n@end",
            "Stray.h": "@end @end } } ) ] #if 0\n@interface",
            "Empty.m": "",
        ]
        for (name, text) in sources { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let report = ProjectDoctor().examine([folder.path])
        #expect(!report.hasInputProblems)
        #expect(Self.code(report, "Unterminated.m").isEmpty, "the rest of the file is a comment")
    }
}
