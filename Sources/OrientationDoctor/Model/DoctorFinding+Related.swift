/// The sites a finding's line reaches through a call of the app's own function: a button's
/// `modifyOrientation(.portrait)` sets the lock (the finding) and, inside the function, also
/// requests a geometry update and tells UIKit the orientations changed (its related sites).
extension DoctorFinding {
    /// A site inside a function the finding's line calls; reported at its own line too.
    public struct Related: Sendable, Hashable, Codable {
        /// The site's code (`ORI-711`).
        public var code: String
        /// The file the site is in.
        public var file: String
        /// The site's 1-based line.
        public var line: Int
        /// The function called on the finding's line that holds the site (`PlayerView.rotate`).
        public var function: String
        /// What the site does (its finding's `today`).
        public var today: String
        /// For a call of a helper listed in a committed library's note (ORI-734 there): the codes of the sites the
        /// call reaches through the helper (`ORI-713`, `ORI-722` for MBProgressHUD's
        /// `[self setTransformForCurrentOrientation:NO]`); `nil` elsewhere.
        public var reaches: [String]?

        /// Creates a related site.
        public init(code: String, file: String, line: Int, function: String, today: String) {
            self.code = code
            self.file = file
            self.line = line
            self.function = function
            self.today = today
        }
    }

    /// What the related sites do that the finding's own text does not say, as one clause of the
    /// message, each kind of site once with its lines: `; through PlayerView.rotate it also writes
    /// the device orientation through KVC (PlayerView.swift:12, 20) and sets the status bar …`.
    var relatedClause: String {
        // A library's summary (ORI-735) counts its sites by code; its related sites are too many for a sentence.
        guard code != DoctorCode.dependencyOrientationCode.rawValue else { return "" }
        var groups: [(function: String, items: [(today: String, file: String, lines: [Int])])] = []
        for site in related where !today.contains(site.today) {
            let file = site.file.split(separator: "/").last.map(String.init) ?? site.file
            if groups.last?.function != site.function { groups.append((site.function, [])) }
            let last = groups.count - 1
            if let same = groups[last].items.firstIndex(where: { $0.today == site.today && $0.file == file }) {
                groups[last].items[same].lines.append(site.line)
            } else {
                groups[last].items.append((site.today, file, [site.line]))
            }
        }
        let clauses = groups.filter { !$0.items.isEmpty }.map { group -> String in
            let items = group.items.map {
                "\($0.today) (\($0.file):\($0.lines.map(String.init).joined(separator: ", ")))"
            }
            let listed =
                items.count < 2
                ? items.joined()
                : items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
            // A helper call's own text already names the function.
            let subject = today.hasPrefix("calls \(group.function),") ? "it" : "through \(group.function) it"
            return "\(subject) also \(listed)"
        }
        return clauses.isEmpty ? "" : "; " + clauses.joined(separator: "; ")
    }
}
