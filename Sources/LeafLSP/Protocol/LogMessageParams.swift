/// LSP `MessageType`.
enum MessageType: Int, Codable, Sendable, Hashable, Comparable {
  case error = 1
  case warning = 2
  case info = 3
  case log = 4

  static func < (lhs: MessageType, rhs: MessageType) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// `window/logMessage` params.
struct LogMessageParams: Codable, Sendable {
  var type: MessageType
  var message: String
}
