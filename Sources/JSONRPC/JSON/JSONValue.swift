/// A JSON value, as defined by RFC 8259.
///
/// Numbers are kept in two forms: a number written without fraction or exponent that fits in
/// `Int64` is an ``integer(_:)``; every other number is a ``double(_:)``. The two forms are
/// distinct values: `.integer(1)` is not equal to `.double(1)`.
///
/// Objects are ``JSONObject`` values, which remember the order their keys were inserted in so
/// that encoding is stable; equality of objects ignores that order.
public enum JSONValue: Sendable, Hashable {
  /// The JSON `null` literal.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number without fraction or exponent that fits in 64 bits.
  case integer(Int64)
  /// Any other number. The parser never produces a non-finite value.
  case double(Double)
  /// A string of Unicode scalars.
  case string(String)
  /// An ordered list of values.
  case array([JSONValue])
  /// A collection of named members.
  case object(JSONObject)
}

extension JSONValue {
  /// Creates an integer value from any `Int`.
  public init(_ value: Int) {
    self = .integer(Int64(value))
  }

  /// Creates a string value.
  public init(_ value: String) {
    self = .string(value)
  }

  /// Creates a boolean value.
  public init(_ value: Bool) {
    self = .bool(value)
  }

  /// Creates a number value.
  public init(_ value: Double) {
    self = .double(value)
  }

  /// Creates an array value.
  public init(_ values: [JSONValue]) {
    self = .array(values)
  }

  /// Creates an object value.
  public init(_ object: JSONObject) {
    self = .object(object)
  }
}

extension JSONValue: CustomStringConvertible {
  /// The compact JSON text of the value.
  public var description: String {
    String(decoding: JSONWriter.encode(self), as: UTF8.self)
  }
}
