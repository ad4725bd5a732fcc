extension DeviceOrientationClassifier {
    /// The thresholds of a `DeviceOrientationClassifier`, in degrees and g.
    ///
    /// Out-of-range or non-finite settings never trap: they are brought back
    /// into range (see each property) when the classifier uses them.
    public struct Configuration: Sendable, Hashable {
        /// How far past a 45-degree boundary the device must turn before the
        /// orientation changes, in degrees. Default 10: leaving portrait for
        /// landscape takes a turn of 55 degrees, going back takes a turn back
        /// to 35 degrees, so a phone held near 45 degrees keeps its
        /// orientation. Used within 0...40; 0 turns hysteresis off.
        public var rotationHysteresis: Double

        /// The tilt, in degrees from upright, at which the device counts as
        /// lying flat (`faceUp` or `faceDown`): 0 is upright, 90 is flat.
        /// Default 65. Used within 5...85.
        public var flatAngle: Double

        /// How far past `flatAngle` the tilt must go before the device enters
        /// or leaves the flat orientations, in degrees. Default 10: flat from
        /// 75 degrees on, upright again below 55 degrees. Used within 0...30
        /// and so that the band stays inside 1...89 degrees.
        public var flatHysteresis: Double

        /// The smallest gravity magnitude, in g, that is classified; anything
        /// weaker (free fall, a zero vector) is `unknown`. Default 0.5.
        public var minimumMagnitude: Double

        /// The largest gravity magnitude, in g, that is classified; anything
        /// stronger (a shake, a bad sensor reading) is `unknown`. Default 2.
        public var maximumMagnitude: Double

        /// A configuration; every argument defaults to the documented value.
        public init(
            rotationHysteresis: Double = 10,
            flatAngle: Double = 65,
            flatHysteresis: Double = 10,
            minimumMagnitude: Double = 0.5,
            maximumMagnitude: Double = 2
        ) {
            self.rotationHysteresis = rotationHysteresis
            self.flatAngle = flatAngle
            self.flatHysteresis = flatHysteresis
            self.minimumMagnitude = minimumMagnitude
            self.maximumMagnitude = maximumMagnitude
        }

        /// The documented defaults.
        public static let `default` = Configuration()

        /// This configuration with every value brought into its documented
        /// range; a non-finite value falls back to its default.
        public var normalized: Configuration {
            let base = Configuration.default
            let flat = Self.clamp(flatAngle, 5...85, or: base.flatAngle)
            let flatRoom = min(30, flat - 1, 89 - flat)
            return Configuration(
                rotationHysteresis: Self.clamp(rotationHysteresis, 0...40, or: base.rotationHysteresis),
                flatAngle: flat,
                flatHysteresis: Self.clamp(flatHysteresis, 0...flatRoom, or: min(base.flatHysteresis, flatRoom)),
                minimumMagnitude: minimumMagnitude.isNaN ? base.minimumMagnitude : max(0, minimumMagnitude),
                maximumMagnitude: maximumMagnitude.isNaN ? base.maximumMagnitude : maximumMagnitude
            )
        }

        private static func clamp(_ value: Double, _ range: ClosedRange<Double>, or fallback: Double) -> Double {
            guard value.isFinite else { return fallback }
            return min(max(value, range.lowerBound), range.upperBound)
        }
    }
}
