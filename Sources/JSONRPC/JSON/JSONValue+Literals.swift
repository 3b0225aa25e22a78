extension JSONValue: ExpressibleByNilLiteral {
  /// Creates `null`.
  public init(nilLiteral: ()) {
    self = .null
  }
}

extension JSONValue: ExpressibleByBooleanLiteral {
  /// Creates a boolean value.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension JSONValue: ExpressibleByIntegerLiteral {
  /// Creates an integer value.
  public init(integerLiteral value: Int64) {
    self = .integer(value)
  }
}

extension JSONValue: ExpressibleByFloatLiteral {
  /// Creates a double value.
  public init(floatLiteral value: Double) {
    self = .double(value)
  }
}

extension JSONValue: ExpressibleByStringLiteral {
  /// Creates a string value.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension JSONValue: ExpressibleByArrayLiteral {
  /// Creates an array value.
  public init(arrayLiteral elements: JSONValue...) {
    self = .array(elements)
  }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
  /// Creates an object value whose members keep the literal's order.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements))
  }
}
