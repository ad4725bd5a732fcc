import UIKit

let staleLandscape = UIDevice.current.orientation.isLandscape
