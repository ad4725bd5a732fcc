import Testing

@testable import OrientationDoctor

/// The lexical pass that decides which Swift files need a parse: comments and
/// string text hold no words, interpolations are code, and a file it cannot
/// follow is parsed.
struct SwiftWordsTests {
    @Test func commentsAndStringTextAreNotWordsButInterpolationsAre() {
        let words = SwiftWords(
            ##"""
            // UIDevice.current.setValue(3, forKey: "orientation")
            /* outer /* attemptRotationToDeviceOrientation() */ still a comment: shouldAutorotate */
            let label = "supportedInterfaceOrientations \(device.isTurned) done"
            let raw = #"say "\(notCode)" and \#(rawCode)"#
            let block = """
                landscapeRight "quoted" \(blockCode)
                """
            """##)
        #expect(
            words.identifiers.isSuperset(of: ["label", "device", "isTurned", "raw", "rawCode", "block", "blockCode"]))
        for hidden in [
            "UIDevice", "setValue", "outer", "attemptRotationToDeviceOrientation", "shouldAutorotate",
            "supportedInterfaceOrientations", "done", "notCode", "landscapeRight", "quoted",
        ] {
            #expect(!words.identifiers.contains(hidden), "\(hidden) is comment or string text")
        }
        #expect(!words.mayHoldSite)
        #expect(!words.isMalformed)
    }

    @Test func siteWordsInCodeOrInAnInterpolationMakeAFileWorthParsing() {
        #expect(SwiftWords("let a = \"\\(UIDevice.current.orientation)\"").mayHoldSite)
        #expect(!SwiftWords("let a = \"\\(UIDevice.current.name)\"").mayHoldSite)
        // A selector built from a string is a site only when the string names an orientation.
        #expect(SwiftWords("let s = Selector((\"setOrientation:\"))").mayHoldSite)
        #expect(!SwiftWords("let s = Selector((\"viewDidLoad\"))").mayHoldSite)
        #expect(!SwiftWords("GeometryReader { proxy in Color.clear } // landscape").mayHoldSite)
        #expect(SwiftWords("scene.requestGeometryUpdate(.iOS(interfaceOrientations: mask))").mayHoldSite)
        #expect(SwiftWords("override var shouldAutorotate: Bool { false }").mayHoldSite)
        #expect(SwiftWords("let w = PlayerWindow(frame: .zero)").mayHoldSite)
        #expect(SwiftWords("@main struct Demo: App { var body: some Scene { EmptyScene() } }").mayHoldSite)
        // The throwaway presentation holds no site word of its own.
        #expect(
            SwiftWords("func f() { present(UIViewController(), animated: false) { self.dismiss(animated: false) } }")
                .mayHoldSite)
        #expect(!SwiftWords("func f() { present(alert, animated: true) }").mayHoldSite)
        #expect(
            SwiftWords("func forceLandscape() { present(cover, animated: false) { cover.dismiss(animated: false) } }")
                .mayHoldSite)
        #expect(!SwiftWords("let items = [1, 2, 3].map { $0 * 2 } // rotate later").mayHoldSite)
    }

    @Test func declaredTypesAndVariables() {
        let words = SwiftWords(
            """
            final class PlayerScreen: BaseScreen {}
            extension Outer.Inner where T: Equatable {}
            struct Settings { static var allowsTurning = false; private(set) var `default`: Int = 0 }
            enum Mode {}
            protocol Turning {}
            """)
        #expect(words.declaredTypes.isSuperset(of: ["PlayerScreen", "Outer", "Inner", "Settings", "Mode", "Turning"]))
        #expect(!words.declaredTypes.contains("BaseScreen"))
        #expect(words.declaredVariables.isSuperset(of: ["allowsTurning", "default"]))
        #expect(!words.hasMainAttribute)
    }

    @Test func whatTheLexicalPassCannotFollowIsParsed() {
        #expect(SwiftWords("let a = \"unterminated\nlet b = 1").isMalformed)
        #expect(SwiftWords("/* never closed").isMalformed)
        #expect(SwiftWords("func f() { let a = [1, 2) }").isMalformed)
        #expect(SwiftWords("func f() {").isMalformed)
        #expect(SwiftWords("let a = \"\\(unclosed\"").isMalformed)
        #expect(SwiftWords(String(repeating: "(", count: 101) + String(repeating: ")", count: 101)).isMalformed)
        #expect(!SwiftWords(String(repeating: "(", count: 100) + String(repeating: ")", count: 100)).isMalformed)
    }
}
