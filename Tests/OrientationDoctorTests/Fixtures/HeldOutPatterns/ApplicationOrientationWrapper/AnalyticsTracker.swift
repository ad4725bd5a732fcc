import UIKit

final class AnalyticsTracker {
    var orientationValue: String {
        UIApplication.shared.interfaceOrientation.isLandscape ? "landscape" : "portrait" // expect: ORI-715
    }
}
