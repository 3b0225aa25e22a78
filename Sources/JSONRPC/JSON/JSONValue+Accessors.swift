extension JSONValue {
  /// The member named `key` when the value is an object that has it; otherwise `nil`.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let object) = self else { return nil }
    return object[key]
  }

  /// The element at `index` when the value is an array that long; otherwise `nil`.
  public subscript(index: Int) -> JSONValue? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// Whether the value is `null`.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// The string, when the value is a string.
  public var stringValue: String? {
    guard case .string(let string) = self else { return nil }
    return string
  }

  /// The boolean, when the value is a boolean.
  public var boolValue: Bool? {
    guard case .bool(let bool) = self else { return nil }
    return bool
  }

  /// The number as `Int64`, when it is an integer or a double with an exactly representable
  /// integral value.
  public var int64Value: Int64? {
    switch self {
    case .integer(let integer): return integer
    case .double(let double): return Int64(exactly: double)
    default: return nil
    }
  }

  /// The number as `Int`, when it is an integral number that fits.
  public var intValue: Int? {
    int64Value.flatMap { Int(exactly: $0) }
  }

  /// The number as `Double`, for integers and doubles alike.
  public var doubleValue: Double? {
    switch self {
    case .integer(let integer): return Double(integer)
    case .double(let double): return double
    default: return nil
    }
  }

  /// The elements, when the value is an array.
  public var arrayValue: [JSONValue]? {
    guard case .array(let elements) = self else { return nil }
    return elements
  }

  /// The object, when the value is an object.
  public var objectValue: JSONObject? {
    guard case .object(let object) = self else { return nil }
    return object
  }

  /// A short name of the value's JSON type, for error messages: "null", "a boolean", "a number",
  /// "a string", "an array" or "an object".
  public var typeDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .integer, .double: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
