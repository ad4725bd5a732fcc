/// One of the app's functions whose calls are reported as helper calls (ORI-734): it holds findings, or it calls
/// such a function (one call further, ``ProjectResolver/callingHelpers(from:)``).
struct AppHelper {
    var span: FunctionSpan
    var file: String
    /// The findings inside, in line order: sites, or the calls of helpers it makes.
    var inner: [DoctorFinding]

    /// `PlayerView.rotate`, or a global function's name.
    var name: String { span.key.owner.map { "\($0).\(span.key.name)" } ?? span.key.name }

    /// The sites the function reaches, as the related sites of a line that calls it: its own findings, and the
    /// sites of the helpers it calls.
    var related: [DoctorFinding.Related] {
        let helperCall = DoctorCode.helperCall.rawValue
        var seen: Set<String> = []
        var sites: [DoctorFinding.Related] = []
        for found in inner {
            let reached =
                found.code == helperCall
                ? found.related
                : [.init(code: found.code, file: found.file, line: found.line, function: name, today: found.today)]
            for var site in reached where seen.insert("\(site.file):\(site.line):\(site.code)").inserted {
                site.function = name
                sites.append(site)
            }
        }
        return sites
    }
}

extension AppHelper {
    /// The functions around the findings (each one's innermost span that `keeps`), by name, each with the findings it
    /// holds in line order.
    static func grouped(
        _ findings: [DoctorFinding], spans: [String: [FunctionSpan]], keeps: (FunctionSpan) -> Bool
    ) -> [String: [AppHelper]] {
        var result: [String: [AppHelper]] = [:]
        var index: [String: Int] = [:] // file, first line and name of a span → its place in result[name]
        for found in findings.sorted(by: DoctorFinding.sortsBefore) {
            guard
                let span = spans[found.file]?.filter({ $0.contains(line: found.line) })
                    .min(by: { $0.lastLine - $0.firstLine < $1.lastLine - $1.firstLine }),
                keeps(span)
            else { continue }
            let key = "\(found.file):\(span.firstLine):\(span.key.name)"
            if let place = index[key] {
                result[span.key.name]?[place].inner.append(found)
            } else {
                index[key] = result[span.key.name, default: []].count
                result[span.key.name, default: []].append(AppHelper(span: span, file: found.file, inner: [found]))
            }
        }
        return result
    }
}
