/// What names a project, a folder or a plist as an example, a demo, a sample or a preview rather than the app.
extension ProjectResolver {
    /// A project file of example or demo apps: inside a folder so named (`Example/MailExample.xcodeproj`),
    /// or a folder or project whose name ends in that word, or in it and a number (`FloatLabelExample/FloatLabelExample.xcodeproj`,
    /// `Kit-Demo.xcodeproj`, `RevealControllerExample2/…`).
    static func isExampleProject(_ path: String) -> Bool {
        let words = ["Example", "Examples", "Demo", "Demos", "Sample", "Samples"]
        let components = path.split(separator: "/").dropLast()
        return components.contains { component in
            let isProject = component.hasSuffix(".xcodeproj")
            // A numbered example (`RevealControllerExample2`) is an example too.
            let numbered = isProject ? component.dropLast(".xcodeproj".count) : component
            let name =
                numbered.count > 1
                ? numbered.prefix(numbered.count - numbered.reversed().prefix { $0.isNumber }.count) : numbered
            // A folder so named, or a library's project (`Libraries/SwiftyJSON/Example.xcodeproj`);
            // at the root, a project so named is the repository's own.
            if !(isProject && components.count == 1), words.contains(where: { $0.lowercased() == name.lowercased() }) {
                return true
            }
            // The word before a last `App` (`AzureCommunicationUIDemoApp`, `Demo-App`, held-out set 192).
            let parts = camelCaseWords(name)
            if parts.count >= 2, parts[parts.count - 1] == "App", words.contains(parts[parts.count - 2]) {
                return true
            }
            // A last word: after a lower-case letter or a digit (`FloatLabelExample`), or a separator.
            return words.contains { word in
                guard name.hasSuffix(word) || name.hasSuffix(word.lowercased()), name.count > word.count else {
                    return false
                }
                let before = name[name.index(name.endIndex, offsetBy: -word.count - 1)]
                let capitalized = name.hasSuffix(word)
                return "-_ .".contains(before) || (capitalized && (before.isLowercase || before.isNumber))
            }
        }
    }

    /// A project of demo apps: named for a demo (``isExampleProject(_:)``) and building a framework
    /// or a library it shows, or inside a folder named only for examples. A project named for a demo that
    /// builds only its app, beside other apps (`Encoder Demo.xcodeproj` among Apple's samples), is an app.
    static func isDemoProject(_ project: FileFacts, root: Int) -> Bool {
        guard isExampleProject(project.path) else { return false }
        let relative = project.path.split(separator: "/").dropFirst(root).joined(separator: "/")
        return project.buildsLibrary || isInExampleContainer(relative)
    }

    /// A path inside a folder named only for examples (`Example/App/Info.plist`, `Demos/…`).
    static func isInExampleContainer(_ path: String) -> Bool {
        let words: Set<String> = ["example", "examples", "demo", "demos", "sample", "samples"]
        return path.split(separator: "/").dropLast().contains { words.contains($0.lowercased()) }
    }

    /// A path with a folder named for a sample, an example or a demo app by its first or last word
    /// (`SampleReceiptPrinter/Info.plist`, `KitDemo/Info.plist`, `Examples/App/Info.plist`).
    static func isExampleFolder(_ path: String) -> Bool {
        let words = ["Example", "Examples", "Demo", "Demos", "Sample", "Samples"]
        return path.split(separator: "/").dropLast().contains { folder in
            if isExampleProject(String(folder) + "/x") { return true }
            return words.contains { word in
                guard folder.hasPrefix(word), folder.count > word.count else { return false }
                let after = folder[folder.index(folder.startIndex, offsetBy: word.count)]
                return after.isUppercase || after.isNumber || "-_ ".contains(after)
            }
        }
    }

    /// The Info.plist of a preview app, which shows one feature of the app to its developers: in a folder
    /// named `Previews`, or in one whose name ends in the word `Preview` (`CubeCorePreview/Info.plist`,
    /// `app-preview/Info.plist`).
    static func isPreviewApp(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            if folder == "Previews" { return true }
            // `domains-manager-ios-preview/`, `unstoppable-preview` (Unstoppable Domains' "UD Preview", held-out set 172).
            if folder.hasSuffix("-preview") || folder.hasSuffix("_preview") { return true }
            guard folder.hasSuffix("Preview"), folder.count > "Preview".count else { return false }
            let before = folder[folder.index(folder.endIndex, offsetBy: -"Preview".count - 1)]
            return before.isLowercase || before.isNumber || "-_ ".contains(before)
        }
    }

    /// A path of an example app: a project or folder so named (``isExampleProject(_:)``,
    /// ``isExampleFolder(_:)``), or, in a library's repository, a folder below `root` (the folders
    /// above every file) one of whose words is the word (`SwiftUIDemo`, `EZPlayerExample_RN`, `DemoSwiftyCam`).
    static func isExample(_ path: String, inLibrary: Bool, root: Int) -> Bool {
        let relative = path.split(separator: "/").dropFirst(root).joined(separator: "/")
        if isExampleProject(relative) || isExampleFolder(relative) { return true }
        guard inLibrary else { return false }
        let words: Set<String> = ["example", "examples", "demo", "demos", "sample", "samples"]
        return relative.split(separator: "/").dropLast().contains { folder in
            let name = folder.hasSuffix(".xcodeproj") ? folder.dropLast(".xcodeproj".count) : folder
            return camelCaseWords(name).contains { words.contains($0.lowercased()) }
        }
    }

    /// The words of a name written in camel case or with separators (`SwiftUIDemo`: Swift, UI, Demo).
    static func camelCaseWords(_ name: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            // A new word at an upper-case letter after a lower-case one, or at the last capital of an
            // acronym followed by lower case (`UIDemo`: UI, Demo).
            let startsWord =
                character.isUppercase
                && (previous?.isLowercase == true || previous?.isNumber == true
                    || (previous?.isUppercase == true && next?.isLowercase == true))
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
