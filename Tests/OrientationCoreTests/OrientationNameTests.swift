import OrientationCore
import Testing

/// The names scenario files use round-trip through the core's name parsers.
@Suite struct OrientationNameTests {
    @Test func interfaceNamesRoundTrip() {
        for orientation in InterfaceOrientation.allCases {
            #expect(InterfaceOrientation(name: orientation.name) == orientation)
        }
    }

    @Test func deviceNamesRoundTrip() {
        for orientation in DeviceOrientation.allCases {
            #expect(DeviceOrientation(name: orientation.name) == orientation)
        }
    }

    @Test func presentationStyleNamesRoundTrip() {
        for style in PresentationStyle.allCases {
            #expect(PresentationStyle(name: style.name) == style)
        }
    }
}
