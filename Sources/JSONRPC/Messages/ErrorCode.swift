/// A JSON-RPC error code. Open: any integer is a valid code; the well-known ones of JSON-RPC and
/// LSP are provided as constants.
public struct ErrorCode: RawRepresentable, Sendable, Hashable, Codable {
  /// The numeric code.
  public var rawValue: Int

  /// Creates a code.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Invalid JSON was received (-32700).
  public static let parseError = ErrorCode(rawValue: -32700)
  /// The JSON sent is not a valid request object (-32600).
  public static let invalidRequest = ErrorCode(rawValue: -32600)
  /// The method does not exist or is not available (-32601).
  public static let methodNotFound = ErrorCode(rawValue: -32601)
  /// Invalid method parameters (-32602).
  public static let invalidParams = ErrorCode(rawValue: -32602)
  /// Internal error (-32603).
  public static let internalError = ErrorCode(rawValue: -32603)
  /// LSP: a request arrived before `initialize` (-32002).
  public static let serverNotInitialized = ErrorCode(rawValue: -32002)
  /// LSP: an unknown error (-32001). The name is LSP's own.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let unknownErrorCode = ErrorCode(rawValue: -32001)
  /// LSP: the client cancelled the request (-32800).
  public static let requestCancelled = ErrorCode(rawValue: -32800)
  /// LSP: the content changed so the result is no longer valid (-32801).
  public static let contentModified = ErrorCode(rawValue: -32801)
  /// LSP: the server cancelled the request (-32802).
  public static let serverCancelled = ErrorCode(rawValue: -32802)
  /// LSP: a syntactically valid request failed (-32803).
  public static let requestFailed = ErrorCode(rawValue: -32803)
}

extension ErrorCode: ExpressibleByIntegerLiteral {
  /// Creates a code from an integer literal.
  public init(integerLiteral value: Int) {
    self.init(rawValue: value)
  }
}

extension ErrorCode: CustomStringConvertible {
  /// The numeric code as text.
  public var description: String { "\(rawValue)" }
}
