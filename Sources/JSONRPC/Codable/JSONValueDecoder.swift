#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes `Decodable` values from ``JSONValue``s.
///
/// - A missing key throws `DecodingError.keyNotFound`; `null` where a value is required throws
///   `DecodingError.valueNotFound`; a value of the wrong JSON type throws
///   `DecodingError.typeMismatch`. Every error carries the coding path.
/// - Integer types accept ``JSONValue/integer(_:)`` and integral ``JSONValue/double(_:)`` values
///   in their range; anything else is `DecodingError.dataCorrupted` ("does not fit").
/// - `Double` and `Float` accept both number forms. `Float` rejects values beyond its range.
/// - A ``JSONValue`` is handed over as is; a `URL` is read from a string.
public struct JSONValueDecoder: Sendable {
  /// Contextual information handed to `init(from:)` implementations.
  public var userInfo: [CodingUserInfoKey: any Sendable]

  /// Creates a decoder.
  public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
    self.userInfo = userInfo
  }

  /// Decodes a `T` from `value`.
  public func decode<T: Decodable>(_ type: T.Type = T.self, from value: JSONValue) throws -> T {
    try ValueDecoder(value: value, codingPath: [], userInfo: userInfo).decode(T.self)
  }
}

extension JSONValue {
  /// Decodes a `T` from the value with a default ``JSONValueDecoder``.
  public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
    try JSONValueDecoder().decode(T.self, from: self)
  }
}

/// The `Decoder` handed to `init(from:)` implementations: one JSON value and where it is.
struct ValueDecoder: Decoder {
  let value: JSONValue
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let object) = value else { throw mismatch([String: JSONValue].self) }
    return KeyedDecodingContainer(KeyedValueDecodingContainer(decoder: self, object: object))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else { throw mismatch([JSONValue].self) }
    return UnkeyedValueDecodingContainer(decoder: self, elements: elements)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueDecodingContainerImpl(decoder: self)
  }

  /// A decoder for `value` found under `key`.
  func child(_ value: JSONValue, key: any CodingKey) -> ValueDecoder {
    ValueDecoder(value: value, codingPath: codingPath + [key], userInfo: userInfo)
  }

  /// Decodes a `T` from this decoder's value.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if T.self == JSONValue.self { return value as! T }
    if T.self == URL.self {
      guard let url = URL(string: try unboxString()) else {
        throw corrupted("\(value) is not a valid URL.")
      }
      return url as! T
    }
    return try T(from: self)
  }

  /// The error for a value of the wrong JSON type: `valueNotFound` for `null`, otherwise
  /// `typeMismatch`.
  func mismatch(_ type: Any.Type) -> DecodingError {
    if value.isNull {
      let context = DecodingError.Context(
        codingPath: codingPath,
        debugDescription: "Expected \(type) value but found null instead."
      )
      return .valueNotFound(type, context)
    }
    let context = DecodingError.Context(
      codingPath: codingPath,
      debugDescription: "Expected to decode \(type) but found \(value.typeDescription) instead."
    )
    return .typeMismatch(type, context)
  }

  /// A `dataCorrupted` error at this decoder's path.
  func corrupted(_ message: String) -> DecodingError {
    .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: message))
  }

  func unboxBool() throws -> Bool {
    guard case .bool(let bool) = value else { throw mismatch(Bool.self) }
    return bool
  }

  func unboxString() throws -> String {
    guard case .string(let string) = value else { throw mismatch(String.self) }
    return string
  }

  func unboxInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    let converted: T?
    switch value {
    case .integer(let integer): converted = T(exactly: integer)
    case .double(let double): converted = T(exactly: double)
    default: throw mismatch(T.self)
    }
    guard let converted else { throw corrupted("Number \(value) does not fit in \(T.self).") }
    return converted
  }

  func unboxDouble() throws -> Double {
    switch value {
    case .integer(let integer): return Double(integer)
    case .double(let double): return double
    default: throw mismatch(Double.self)
    }
  }

  func unboxFloat() throws -> Float {
    let double = try unboxDouble()
    let float = Float(double)
    guard float.isFinite || !double.isFinite else { throw corrupted("Number \(value) does not fit in Float.") }
    return float
  }
}
