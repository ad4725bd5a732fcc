import UIKit

// A subclass whose initializer passes on to its superclass's; its file names nothing about orientation.
public final class Recorder: BaseView {
    override public init?(scene: UIView) {
        super.init(scene: scene)
    }
}

public final class Uploader {
    public init?(scene: UIView) {}
}
