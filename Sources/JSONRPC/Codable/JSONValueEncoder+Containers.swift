/// Keyed container writing into an ``EncodedObject``.
struct KeyedValueEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: ValueEncoder
  let object: EncodedObject
  let codingPath: [any CodingKey]

  private func set(_ value: JSONValue, forKey key: Key) {
    object.set(.value(value), forKey: key.stringValue)
  }

  private func path(_ key: Key) -> [any CodingKey] { codingPath + [key] }

  mutating func encodeNil(forKey key: Key) throws { set(.null, forKey: key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), forKey: key) }
  mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), forKey: key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    set(try PrimitiveEncoding.double(value, at: path(key)), forKey: key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    set(try PrimitiveEncoding.float(value, at: path(key)), forKey: key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { set(.integer(Int64(value)), forKey: key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { set(.integer(Int64(value)), forKey: key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { set(.integer(Int64(value)), forKey: key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { set(.integer(Int64(value)), forKey: key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { set(.integer(value), forKey: key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    set(try PrimitiveEncoding.integer(value, at: path(key)), forKey: key)
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.integer(Int64(value)), forKey: key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.integer(Int64(value)), forKey: key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.integer(Int64(value)), forKey: key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    set(try PrimitiveEncoding.integer(value, at: path(key)), forKey: key)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    object.set(try encoder.encodeNode(value, at: path(key)), forKey: key.stringValue)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type,
    forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = EncodedObject()
    object.set(.object(nested), forKey: key.stringValue)
    return KeyedEncodingContainer(
      KeyedValueEncodingContainer<NestedKey>(encoder: encoder, object: nested, codingPath: path(key))
    )
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = EncodedArray()
    object.set(.array(nested), forKey: key.stringValue)
    return UnkeyedValueEncodingContainer(encoder: encoder, array: nested, codingPath: path(key))
  }

  mutating func superEncoder() -> any Encoder {
    let child = encoder.deferredEncoder(at: codingPath + [JSONCodingKey.superKey])
    object.set(.deferred(child), forKey: JSONCodingKey.superKey.stringValue)
    return child
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let child = encoder.deferredEncoder(at: path(key))
    object.set(.deferred(child), forKey: key.stringValue)
    return child
  }
}

/// Unkeyed container appending to an ``EncodedArray``.
struct UnkeyedValueEncodingContainer: UnkeyedEncodingContainer {
  let encoder: ValueEncoder
  let array: EncodedArray
  let codingPath: [any CodingKey]

  var count: Int { array.elements.count }

  private func append(_ value: JSONValue) { array.elements.append(.value(value)) }

  private var nextPath: [any CodingKey] { codingPath + [JSONCodingKey(index: count)] }

  mutating func encodeNil() throws { append(.null) }
  mutating func encode(_ value: Bool) throws { append(.bool(value)) }
  mutating func encode(_ value: String) throws { append(.string(value)) }
  mutating func encode(_ value: Double) throws { append(try PrimitiveEncoding.double(value, at: nextPath)) }
  mutating func encode(_ value: Float) throws { append(try PrimitiveEncoding.float(value, at: nextPath)) }
  mutating func encode(_ value: Int) throws { append(.integer(Int64(value))) }
  mutating func encode(_ value: Int8) throws { append(.integer(Int64(value))) }
  mutating func encode(_ value: Int16) throws { append(.integer(Int64(value))) }
  mutating func encode(_ value: Int32) throws { append(.integer(Int64(value))) }
  mutating func encode(_ value: Int64) throws { append(.integer(value)) }
  mutating func encode(_ value: UInt) throws { append(try PrimitiveEncoding.integer(value, at: nextPath)) }
  mutating func encode(_ value: UInt8) throws { append(.integer(Int64(value))) }
  mutating func encode(_ value: UInt16) throws { append(.integer(Int64(value))) }
  mutating func encode(_ value: UInt32) throws { append(.integer(Int64(value))) }
  mutating func encode(_ value: UInt64) throws { append(try PrimitiveEncoding.integer(value, at: nextPath)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    array.elements.append(try encoder.encodeNode(value, at: nextPath))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let path = nextPath
    let nested = EncodedObject()
    array.elements.append(.object(nested))
    return KeyedEncodingContainer(
      KeyedValueEncodingContainer<NestedKey>(encoder: encoder, object: nested, codingPath: path)
    )
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let path = nextPath
    let nested = EncodedArray()
    array.elements.append(.array(nested))
    return UnkeyedValueEncodingContainer(encoder: encoder, array: nested, codingPath: path)
  }

  mutating func superEncoder() -> any Encoder {
    let child = encoder.deferredEncoder(at: nextPath)
    array.elements.append(.deferred(child))
    return child
  }
}

/// Single-value container that sets its encoder's node.
struct SingleValueContainer: SingleValueEncodingContainer {
  let encoder: ValueEncoder

  var codingPath: [any CodingKey] { encoder.codingPath }

  private func set(_ value: JSONValue) { encoder.node = .value(value) }

  mutating func encodeNil() throws { set(.null) }
  mutating func encode(_ value: Bool) throws { set(.bool(value)) }
  mutating func encode(_ value: String) throws { set(.string(value)) }
  mutating func encode(_ value: Double) throws { set(try PrimitiveEncoding.double(value, at: codingPath)) }
  mutating func encode(_ value: Float) throws { set(try PrimitiveEncoding.float(value, at: codingPath)) }
  mutating func encode(_ value: Int) throws { set(.integer(Int64(value))) }
  mutating func encode(_ value: Int8) throws { set(.integer(Int64(value))) }
  mutating func encode(_ value: Int16) throws { set(.integer(Int64(value))) }
  mutating func encode(_ value: Int32) throws { set(.integer(Int64(value))) }
  mutating func encode(_ value: Int64) throws { set(.integer(value)) }
  mutating func encode(_ value: UInt) throws { set(try PrimitiveEncoding.integer(value, at: codingPath)) }
  mutating func encode(_ value: UInt8) throws { set(.integer(Int64(value))) }
  mutating func encode(_ value: UInt16) throws { set(.integer(Int64(value))) }
  mutating func encode(_ value: UInt32) throws { set(.integer(Int64(value))) }
  mutating func encode(_ value: UInt64) throws { set(try PrimitiveEncoding.integer(value, at: codingPath)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    encoder.node = try encoder.encodeNode(value, at: codingPath)
  }
}
