import Foundation
import OrientationCore

/// Decodes the names plans and observations use (`landscapeLeft`,
/// `navigation`, `overFullScreen`) into the core types; an unknown name is a
/// `DecodingError` carrying the field's path.
extension KeyedDecodingContainer {
    func interfaceOrientation(_ key: Key) throws -> InterfaceOrientation {
        let name = try decode(String.self, forKey: key)
        guard let value = InterfaceOrientation(name: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription:
                    "unknown interface orientation '\(name)' (portrait, portraitUpsideDown, landscapeLeft, landscapeRight)"
            )
        }
        return value
    }

    func optionalInterfaceOrientation(_ key: Key) throws -> InterfaceOrientation? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try interfaceOrientation(key)
    }

    func deviceOrientation(_ key: Key) throws -> DeviceOrientation {
        let name = try decode(String.self, forKey: key)
        guard let value = DeviceOrientation(name: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription:
                    "unknown device orientation '\(name)' (portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown)"
            )
        }
        return value
    }

    func mask(_ key: Key) throws -> InterfaceOrientationMask {
        let names = try decode([String].self, forKey: key)
        var mask: InterfaceOrientationMask = []
        for name in names {
            guard let orientation = InterfaceOrientation(name: name), orientation != .unknown else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self,
                    debugDescription:
                        "unknown interface orientation '\(name)' in a list of orientations")
            }
            mask.insert(InterfaceOrientationMask(orientation))
        }
        return mask
    }

    func optionalMask(_ key: Key) throws -> InterfaceOrientationMask? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try mask(key)
    }

    func named<T: RawRepresentable>(_ type: T.Type, _ key: Key, _ what: String) throws -> T where T.RawValue == String {
        let name = try decode(String.self, forKey: key)
        guard let value = T(rawValue: name) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "unknown \(what) '\(name)'")
        }
        return value
    }

    func optionalString(_ key: Key) throws -> String? {
        try decodeIfPresent(String.self, forKey: key)
    }
}

/// One-word coding keys for plans and observations.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
