/// Facts about the swift-orientation package itself.
public enum OrientationPackage {
    /// The package's version, in semantic versioning: what
    /// `orientation --version` prints and the JSON reports carry.
    public static let version = "0.1.0"
}
