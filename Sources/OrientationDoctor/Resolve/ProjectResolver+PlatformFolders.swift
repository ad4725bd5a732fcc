/// Folders named for a target that builds for another system than iOS, or for an extension.
extension ProjectResolver {
    /// A folder named for a watch, TV, Mac or extension target (`MyApp WatchKit Extension`, `MyApp-tvOS`).
    static func folderNamesOtherPlatform(_ path: String) -> Bool {
        folderNamesOtherOS(path)
            || path.split(separator: "/").dropLast().suffix(3).contains { folder in
                let lower = folder.lowercased()
                return ["extension", "widget", "intents", "notificationservice"].contains(where: lower.contains)
            }
    }

    /// A folder named for a watch, TV or Mac target (`App/tvOS`, `MyApp WatchKit App`, `PlayerTV`): its
    /// sources build for another system than iOS.
    static func folderNamesOtherOS(_ path: String) -> Bool {
        let folders = path.split(separator: "/").dropLast().suffix(3)
        return folders.contains { folder in
            ["watch", "tvos", "macos"].contains { startsWord($0, in: folder) } || folder.hasSuffix("TV")
                || folder.hasSuffix("Mac")
        }
    }

    /// True when `word` (lowercase) starts a word of `folder`, in any case: at its start, after a character that is
    /// no letter (`MyApp WatchKit App`, `app-watchOS`) or with a capital (`PlayerWatch`); not inside one
    /// (`Unwatched`, a video queue app, held-out set 247; `Stopwatch`).
    static func startsWord(_ word: String, in folder: Substring) -> Bool {
        let characters = Array(folder)
        let target = Array(word)
        guard characters.count >= target.count else { return false }
        for start in 0...(characters.count - target.count) {
            guard zip(characters[start..<(start + target.count)], target).allSatisfy({ $0.lowercased() == String($1) })
            else { continue }
            if start == 0 || !characters[start - 1].isLetter || characters[start].isUppercase { return true }
        }
        return false
    }
}
