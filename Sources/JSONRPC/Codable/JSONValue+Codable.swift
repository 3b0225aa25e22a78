extension JSONValue: Codable {
  /// Decodes any JSON value. ``JSONValueDecoder`` hands over its value as is; other decoders
  /// (such as Foundation's `JSONDecoder`) are probed for each JSON type in turn.
  public init(from decoder: any Decoder) throws {
    if let valueDecoder = decoder as? ValueDecoder {
      self = valueDecoder.value
      return
    }
    if let container = try? decoder.singleValueContainer() {
      if container.decodeNil() {
        self = .null
        return
      }
      if let bool = try? container.decode(Bool.self) {
        self = .bool(bool)
        return
      }
      if let integer = try? container.decode(Int64.self) {
        self = .integer(integer)
        return
      }
      if let double = try? container.decode(Double.self) {
        self = .double(double)
        return
      }
      if let string = try? container.decode(String.self) {
        self = .string(string)
        return
      }
    }
    if let container = try? decoder.container(keyedBy: JSONCodingKey.self) {
      var object = JSONObject(minimumCapacity: container.allKeys.count)
      for key in container.allKeys {
        object[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
      }
      self = .object(object)
      return
    }
    var container = try decoder.unkeyedContainer()
    var elements: [JSONValue] = []
    while !container.isAtEnd {
      elements.append(try container.decode(JSONValue.self))
    }
    self = .array(elements)
  }

  /// Encodes the value with any encoder; ``JSONValueEncoder`` stores it as is.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let bool):
      var container = encoder.singleValueContainer()
      try container.encode(bool)
    case .integer(let integer):
      var container = encoder.singleValueContainer()
      try container.encode(integer)
    case .double(let double):
      var container = encoder.singleValueContainer()
      try container.encode(double)
    case .string(let string):
      var container = encoder.singleValueContainer()
      try container.encode(string)
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements {
        try container.encode(element)
      }
    case .object(let object):
      var container = encoder.container(keyedBy: JSONCodingKey.self)
      for (key, value) in object {
        try container.encode(value, forKey: JSONCodingKey(stringValue: key))
      }
    }
  }
}
