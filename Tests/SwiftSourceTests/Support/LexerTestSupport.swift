import SwiftSource

/// Helpers for reading tokens in tests.
enum Lexed {
  /// The significant tokens of `text` as `kind:text` strings.
  static func significant(_ text: String) -> [String] {
    all(text).filter { !$0.hasPrefix("whitespace:") && !$0.hasPrefix("newline:") }
  }

  /// Every token of `text` as `kind:text` strings.
  static func all(_ text: String) -> [String] {
    let bytes = Array(text.utf8)
    return SwiftLexer.tokens(in: bytes).map { token in
      "\(token.kind):\(String(decoding: bytes[token.range], as: UTF8.self))"
    }
  }

  /// Whether the tokens of `bytes` cover it exactly once, in order, and rejoin to it.
  static func roundTrips(_ bytes: [UInt8]) -> Bool {
    let tokens = SwiftLexer.tokens(in: bytes)
    var offset = 0
    var rejoined: [UInt8] = []
    rejoined.reserveCapacity(bytes.count)
    for token in tokens {
      guard token.start == offset, token.end > token.start else { return false }
      rejoined += bytes[token.range]
      offset = token.end
    }
    return offset == bytes.count && rejoined == bytes
  }
}
