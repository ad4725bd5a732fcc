import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML document read with Foundation's `XMLParser` into a small tree,
/// so storyboard tests check the SVG as a reader would parse it.
final class XMLTree {
    /// The element name.
    let name: String
    /// Its attributes.
    let attributes: [String: String]
    /// Its child elements, in order.
    private(set) var children: [XMLTree] = []
    /// Its text, concatenated.
    private(set) var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// Parses a document; `nil` and the parser's error when it is not well-formed.
    static func parse(_ text: String) -> (tree: XMLTree?, error: String?) {
        let builder = Builder()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = builder
        let ok = parser.parse()
        return ok ? (builder.root, nil) : (nil, parser.parserError.map { "\($0)" } ?? "parse failed")
    }

    /// The class names.
    var classes: Set<String> { Set((attributes["class"] ?? "").split(separator: " ").map(String.init)) }

    /// Every descendant (itself included), depth first.
    var all: [XMLTree] { [self] + children.flatMap(\.all) }

    /// Descendants with a class.
    func elements(withClass className: String) -> [XMLTree] { all.filter { $0.classes.contains(className) } }

    /// The first child element with a name.
    func child(_ name: String) -> XMLTree? { children.first { $0.name == name } }

    /// The angle of a `rotate(angle cx cy)` transform.
    var rotation: Int? {
        guard let transform = attributes["transform"], transform.hasPrefix("rotate(") else { return nil }
        let inside = transform.dropFirst("rotate(".count).split(separator: " ").first ?? ""
        return Int(inside)
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: XMLTree?
        var stack: [XMLTree] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let node = XMLTree(name: name, attributes: attributes)
            stack.last?.children.append(node)
            if root == nil { root = node }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}
