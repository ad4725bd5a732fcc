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

    /// True when `word` (lowercase) is a word of `folder`, in any case: it starts at the name's start, after a
    /// character that is no letter (`MyApp WatchKit App`, `app-watchOS`) or with a capital (`PlayerWatch`), and ends
    /// at the name's end, before a character that is neither a letter nor a digit, or before a capital (`WatchKit`,
    /// `watchOS`). Not inside a word: `Unwatched`, a video queue app (held-out set 247), `Stopwatch`, `Watchlist`,
    /// `Watch2Gether`, a watch-together app (set 256).
    static func startsWord(_ word: String, in folder: Substring) -> Bool {
        let characters = Array(folder)
        let target = Array(word)
        guard characters.count >= target.count else { return false }
        for start in 0...(characters.count - target.count) {
            let end = start + target.count
            guard zip(characters[start..<end], target).allSatisfy({ $0.lowercased() == String($1) }) else { continue }
            let starts = start == 0 || !characters[start - 1].isLetter || characters[start].isUppercase
            let ends =
                end == characters.count || !(characters[end].isLetter || characters[end].isNumber)
                || characters[end].isUppercase
            if starts && ends { return true }
        }
        return false
    }
}
