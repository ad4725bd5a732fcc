import UIKit

public final class PickerController: UINavigationController {}
