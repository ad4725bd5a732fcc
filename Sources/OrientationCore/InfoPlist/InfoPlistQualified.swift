extension InfoPlist {
    /// One Info.plist setting as declared under its plain key and its
    /// device-qualified keys (`~ipad`, `~iphone`).
    ///
    /// On a device the qualified key wins and the plain key is the fallback
    /// (UIKitRules.md rule 15), even when the qualified value is empty.
    public struct Qualified<Value: Sendable & Hashable>: Sendable, Hashable {
        /// The value of the plain key, such as `UISupportedInterfaceOrientations`.
        public var plain: Value?
        /// The value of the `~iphone` key.
        public var phone: Value?
        /// The value of the `~ipad` key.
        public var pad: Value?

        /// Creates a setting from the values of its three keys.
        public init(plain: Value? = nil, phone: Value? = nil, pad: Value? = nil) {
            self.plain = plain
            self.phone = phone
            self.pad = pad
        }

        /// The value of the qualified key for the idiom, if declared.
        public func qualified(for idiom: Idiom) -> Value? {
            idiom == .pad ? pad : phone
        }

        /// The value a device of this idiom reads: the qualified key's value,
        /// else the plain key's, else `nil`.
        public func value(for idiom: Idiom) -> Value? {
            qualified(for: idiom) ?? plain
        }

        /// The key a device of this idiom reads the value from, if any
        /// (`UISupportedInterfaceOrientations~ipad`).
        public func sourceKey(_ key: String, for idiom: Idiom) -> String? {
            if qualified(for: idiom) != nil { return InfoPlistKey.qualified(key, for: idiom) }
            return plain != nil ? key : nil
        }

        /// True when no key of the setting is declared.
        public var isEmpty: Bool { plain == nil && phone == nil && pad == nil }
    }
}
