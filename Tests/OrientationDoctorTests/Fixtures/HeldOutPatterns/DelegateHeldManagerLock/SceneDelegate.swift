import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate { // expect: ORI-732
    var window: UIWindow?
}
