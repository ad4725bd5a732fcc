/// The calls that reach a site through the app's own function when that function only reads or observes the
/// orientation: `view.isHidden = isLandscapeNow()` changes nothing when `isLandscapeNow()` is migrated, so the
/// call is listed with the read it reaches instead of being reported as a site of its own.
extension DoctorFinding {
    /// A call of the app's function that holds the site.
    public struct Caller: Sendable, Hashable, Codable {
        /// The file the call is in.
        public var file: String
        /// The call's 1-based line.
        public var line: Int
        /// The function called on that line (`PlayerView.isLandscapeNow`), which holds the site or calls the
        /// function that does.
        public var function: String

        /// Creates a caller.
        public init(file: String, line: Int, function: String) {
            self.file = file
            self.line = line
            self.function = function
        }
    }

    /// Where the site is reached from, as one clause of the message, each called function once with its
    /// calls: `; isLandscapeNow() is called at FeedController.swift:9, 12 and Header.swift:30`.
    var callersClause: String {
        guard !callers.isEmpty else { return "" }
        var groups: [(function: String, places: [(file: String, lines: [Int])])] = []
        for caller in callers {
            let file = caller.file.split(separator: "/").last.map(String.init) ?? caller.file
            let group =
                groups.firstIndex { $0.function == caller.function }
                ?? {
                    groups.append((caller.function, []))
                    return groups.count - 1
                }()
            if let same = groups[group].places.firstIndex(where: { $0.file == file }) {
                groups[group].places[same].lines.append(caller.line)
            } else {
                groups[group].places.append((file, [caller.line]))
            }
        }
        let clauses = groups.map { group -> String in
            let places = group.places.map { "\($0.file):\($0.lines.map(String.init).joined(separator: ", "))" }
            let listed =
                places.count < 2
                ? places.joined()
                : places.dropLast().joined(separator: ", ") + " and "
                    + (places.last ?? "")
            return "\(group.function) is called at \(listed)"
        }
        return "; " + clauses.joined(separator: "; ")
    }
}
