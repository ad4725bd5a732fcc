import UIKit

final class AnalyticsTracker {
    var orientationValue: String {
        UIApplication.shared.interfaceOrientation.isLandscape ? "landscape" : "portrait" // expect: ORI-715
    }

    var splitColumns: Int {
        UIApplication.isLandscape ? 3 : 2 // expect: ORI-715
    }
}
