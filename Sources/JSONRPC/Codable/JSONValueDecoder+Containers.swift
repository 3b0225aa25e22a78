/// Keyed container reading the members of a JSON object.
struct KeyedValueDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: ValueDecoder
  let object: JSONObject

  var codingPath: [any CodingKey] { decoder.codingPath }

  var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { object.contains(key: key.stringValue) }

  /// A decoder for the member `key`, which must exist.
  private func member(_ key: Key) throws -> ValueDecoder {
    guard let value = object[key.stringValue] else {
      let context = DecodingError.Context(
        codingPath: codingPath,
        debugDescription: "No value associated with key \"\(key.stringValue)\"."
      )
      throw DecodingError.keyNotFound(key, context)
    }
    return decoder.child(value, key: key)
  }

  func decodeNil(forKey key: Key) throws -> Bool { try member(key).value.isNull }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try member(key).unboxBool() }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try member(key).unboxString() }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try member(key).unboxDouble() }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try member(key).unboxFloat() }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try member(key).unboxInteger(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try member(key).unboxInteger(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try member(key).unboxInteger(type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try member(key).unboxInteger(type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try member(key).unboxInteger(type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try member(key).unboxInteger(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try member(key).unboxInteger(type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try member(key).unboxInteger(type) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try member(key).unboxInteger(type) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try member(key).unboxInteger(type) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try member(key).decode(type) }

  /// One lookup instead of the default's three; a missing member and `null` both give `nil`.
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let value = object[key.stringValue], !value.isNull else { return nil }
    return try decoder.child(value, key: key).decode(type)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type,
    forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try member(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try member(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    decoder.child(object[JSONCodingKey.superKey.stringValue] ?? .null, key: JSONCodingKey.superKey)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    decoder.child(object[key.stringValue] ?? .null, key: key)
  }
}

/// Unkeyed container reading the elements of a JSON array in order.
struct UnkeyedValueDecodingContainer: UnkeyedDecodingContainer {
  let decoder: ValueDecoder
  let elements: [JSONValue]
  private(set) var currentIndex = 0

  init(decoder: ValueDecoder, elements: [JSONValue]) {
    self.decoder = decoder
    self.elements = elements
  }

  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// Runs `body` on a decoder for the current element and moves past it only if `body` succeeds.
  private mutating func next<R>(_ type: Any.Type, _ body: (ValueDecoder) throws -> R) throws -> R {
    let key = JSONCodingKey(index: currentIndex)
    guard !isAtEnd else {
      let context = DecodingError.Context(
        codingPath: codingPath + [key],
        debugDescription: "Unkeyed container is at end."
      )
      throw DecodingError.valueNotFound(type, context)
    }
    let result = try body(decoder.child(elements[currentIndex], key: key))
    currentIndex += 1
    return result
  }

  mutating func decodeNil() throws -> Bool {
    let isNull = try next(JSONValue.self) { $0.value.isNull }
    if !isNull { currentIndex -= 1 }
    return isNull
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) { try $0.unboxBool() } }
  mutating func decode(_ type: String.Type) throws -> String { try next(type) { try $0.unboxString() } }
  mutating func decode(_ type: Double.Type) throws -> Double { try next(type) { try $0.unboxDouble() } }
  mutating func decode(_ type: Float.Type) throws -> Float { try next(type) { try $0.unboxFloat() } }
  mutating func decode(_ type: Int.Type) throws -> Int { try next(type) { try $0.unboxInteger(type) } }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type) { try $0.unboxInteger(type) } }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type) { try $0.unboxInteger(type) } }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type) { try $0.unboxInteger(type) } }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type) { try $0.unboxInteger(type) } }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type) { try $0.unboxInteger(type) } }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type) { try $0.unboxInteger(type) } }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type) { try $0.unboxInteger(type) } }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type) { try $0.unboxInteger(type) } }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type) { try $0.unboxInteger(type) } }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type) { try $0.decode(type) } }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try next(type) { try $0.container(keyedBy: type) }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next([JSONValue].self) { try $0.unkeyedContainer() }
  }

  mutating func superDecoder() throws -> any Decoder {
    try next(JSONValue.self) { $0 }
  }
}

/// Single-value container reading its decoder's value.
struct SingleValueDecodingContainerImpl: SingleValueDecodingContainer {
  let decoder: ValueDecoder

  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { decoder.value.isNull }
  func decode(_ type: Bool.Type) throws -> Bool { try decoder.unboxBool() }
  func decode(_ type: String.Type) throws -> String { try decoder.unboxString() }
  func decode(_ type: Double.Type) throws -> Double { try decoder.unboxDouble() }
  func decode(_ type: Float.Type) throws -> Float { try decoder.unboxFloat() }
  func decode(_ type: Int.Type) throws -> Int { try decoder.unboxInteger(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decoder.unboxInteger(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decoder.unboxInteger(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decoder.unboxInteger(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decoder.unboxInteger(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try decoder.unboxInteger(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.unboxInteger(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.unboxInteger(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.unboxInteger(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.unboxInteger(type) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
}
