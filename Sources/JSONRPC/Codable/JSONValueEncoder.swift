#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Encodes `Encodable` values into ``JSONValue``s, the way Foundation's `JSONEncoder` would
/// encode them into text.
///
/// - `nil` optionals encoded with `encodeIfPresent` (which synthesized conformances use) are
///   left out; `encodeNil` writes `null`.
/// - Integers become ``JSONValue/integer(_:)``. An unsigned value above `Int64.max` cannot be
///   represented and throws `EncodingError.invalidValue`.
/// - `Double` and `Float` become ``JSONValue/double(_:)`` (a `Float` through its shortest decimal
///   text, so `0.1 as Float` encodes as `0.1`); non-finite values throw `EncodingError.invalidValue`.
/// - A ``JSONValue`` is stored as is; a `URL` is stored as its absolute string.
/// - A value that encodes nothing becomes an empty object.
/// - Object members keep the order in which they were encoded.
public struct JSONValueEncoder: Sendable {
  /// Contextual information handed to `encode(to:)` implementations.
  public var userInfo: [CodingUserInfoKey: any Sendable]

  /// Creates an encoder.
  public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
    self.userInfo = userInfo
  }

  /// Encodes `value` as a JSON value.
  public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
    try ValueEncoder(codingPath: [], userInfo: userInfo).encodeNode(value, at: []).finished
  }
}

extension JSONValue {
  /// Encodes `value` with a default ``JSONValueEncoder``.
  public init(encoding value: some Encodable) throws {
    self = try JSONValueEncoder().encode(value)
  }
}

/// A node of the tree built while encoding.
///
/// Containers are classes so that a container handed out earlier keeps adding to the tree after
/// its parent stored it; ``finished`` turns the tree into a ``JSONValue`` at the end.
enum EncodedNode {
  /// A finished value.
  case value(JSONValue)
  /// An object still being filled.
  case object(EncodedObject)
  /// An array still being filled.
  case array(EncodedArray)
  /// The result of a `superEncoder()`, read when the tree is finished.
  case deferred(ValueEncoder)

  /// The JSON value of the tree.
  var finished: JSONValue {
    switch self {
    case .value(let value):
      return value
    case .object(let object):
      var result = JSONObject(minimumCapacity: object.members.count)
      for (key, node) in object.members {
        result[key] = node.finished
      }
      return .object(result)
    case .array(let array):
      return .array(array.elements.map(\.finished))
    case .deferred(let encoder):
      return encoder.node?.finished ?? .object(JSONObject())
    }
  }
}

/// An object under construction. Not shared across threads: it lives only during one `encode` call.
final class EncodedObject {
  /// Members in the order they were first set; setting a key again replaces its node.
  private(set) var members: [(key: String, node: EncodedNode)] = []
  private var positions: [String: Int] = [:]

  /// Sets the member `key`.
  func set(_ node: EncodedNode, forKey key: String) {
    if let position = positions[key] {
      members[position].node = node
    } else {
      positions[key] = members.count
      members.append((key, node))
    }
  }
}

/// An array under construction. Not shared across threads: it lives only during one `encode` call.
final class EncodedArray {
  /// The elements so far.
  var elements: [EncodedNode] = []
}

/// The `Encoder` handed to `encode(to:)` implementations.
final class ValueEncoder: Encoder {
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]
  /// What has been encoded so far, if anything.
  var node: EncodedNode?

  init(codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
    self.codingPath = codingPath
    self.userInfo = userInfo
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let object: EncodedObject
    if case .object(let existing) = node {
      object = existing
    } else {
      object = EncodedObject()
      node = .object(object)
    }
    return KeyedEncodingContainer(KeyedValueEncodingContainer(encoder: self, object: object, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let array: EncodedArray
    if case .array(let existing) = node {
      array = existing
    } else {
      array = EncodedArray()
      node = .array(array)
    }
    return UnkeyedValueEncodingContainer(encoder: self, array: array, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueContainer(encoder: self)
  }

  /// Encodes a nested value found at `path`.
  func encodeNode<T: Encodable>(_ value: T, at path: [any CodingKey]) throws -> EncodedNode {
    // Comparing metadata is much cheaper than a dynamic cast of every value.
    if T.self == JSONValue.self { return .value(value as! JSONValue) }
    if T.self == URL.self { return .value(.string((value as! URL).absoluteString)) }
    let child = ValueEncoder(codingPath: path, userInfo: userInfo)
    try value.encode(to: child)
    return child.node ?? .object(EncodedObject())
  }

  /// A child encoder for `superEncoder()`, whose result is read when the tree is finished.
  func deferredEncoder(at path: [any CodingKey]) -> ValueEncoder {
    ValueEncoder(codingPath: path, userInfo: userInfo)
  }
}

/// Conversions of primitive values shared by the three container kinds.
enum PrimitiveEncoding {
  /// An integer value, or an error if it does not fit in `Int64`.
  static func integer<T: BinaryInteger>(_ value: T, at path: @autoclosure () -> [any CodingKey]) throws -> JSONValue {
    guard let integer = Int64(exactly: value) else {
      let context = EncodingError.Context(
        codingPath: path(),
        debugDescription: "\(value) does not fit in a 64-bit signed JSON integer."
      )
      throw EncodingError.invalidValue(value, context)
    }
    return .integer(integer)
  }

  /// A double value, or an error if it is not finite.
  static func double(_ value: Double, at path: @autoclosure () -> [any CodingKey]) throws -> JSONValue {
    guard value.isFinite else {
      let context = EncodingError.Context(codingPath: path(), debugDescription: "\(value) is not a valid JSON number.")
      throw EncodingError.invalidValue(value, context)
    }
    return .double(value)
  }

  /// A float value through its shortest decimal text, or an error if it is not finite.
  static func float(_ value: Float, at path: @autoclosure () -> [any CodingKey]) throws -> JSONValue {
    guard value.isFinite else {
      let context = EncodingError.Context(codingPath: path(), debugDescription: "\(value) is not a valid JSON number.")
      throw EncodingError.invalidValue(value, context)
    }
    return .double(Double(value.description) ?? Double(value))
  }
}
