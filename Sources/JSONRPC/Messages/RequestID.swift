/// The `id` of a JSON-RPC request: an integer or a string.
///
/// JSON-RPC also allows `null` and fractional numbers, but LSP does not use them; the message
/// validator treats any other JSON type as an invalid request (see ``Message/init(validating:)``).
public enum RequestID: Sendable, Hashable {
  /// A numeric id.
  case integer(Int)
  /// A string id.
  case string(String)

  /// The id as it appears in a message.
  public var jsonValue: JSONValue {
    switch self {
    case .integer(let integer): return .integer(Int64(integer))
    case .string(let string): return .string(string)
    }
  }

  /// The id held by `value`, if it is an integer or a string.
  public init?(_ value: JSONValue) {
    switch value {
    case .integer(let integer):
      guard let integer = Int(exactly: integer) else { return nil }
      self = .integer(integer)
    case .string(let string):
      self = .string(string)
    default:
      return nil
    }
  }
}

extension RequestID: CustomStringConvertible {
  /// The id as JSON: `7` or `"abc"`.
  public var description: String { jsonValue.description }
}

extension RequestID: ExpressibleByIntegerLiteral {
  /// Creates an integer id.
  public init(integerLiteral value: Int) {
    self = .integer(value)
  }
}

extension RequestID: ExpressibleByStringLiteral {
  /// Creates a string id.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension RequestID: Codable {
  /// Decodes an integer or a string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let integer = try? container.decode(Int.self) {
      self = .integer(integer)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  /// Encodes the integer or string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .integer(let integer): try container.encode(integer)
    case .string(let string): try container.encode(string)
    }
  }
}
