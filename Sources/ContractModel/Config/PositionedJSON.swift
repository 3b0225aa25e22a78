/// A JSON value that remembers where it is written: enough to report configuration problems
/// with their line and column.
indirect enum PositionedJSON {
  case null(SourceRange)
  case bool(Bool, SourceRange)
  case number(String, SourceRange)
  case string(String, SourceRange)
  case array([PositionedJSON], SourceRange)
  /// Members in order, each with the range of its key.
  case object([(key: String, keyRange: SourceRange, value: PositionedJSON)], SourceRange)

  var range: SourceRange {
    switch self {
    case .null(let range), .bool(_, let range), .number(_, let range), .string(_, let range), .array(_, let range),
      .object(_, let range):
      range
    }
  }

  /// A word for messages: "a string", "an object", …
  var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A syntax error in a JSON text, at a byte offset.
struct PositionedJSONError: Error {
  var message: String
  var offset: Int
}

/// A small strict JSON reader that keeps ranges. Not for speed: configuration files are tiny.
struct PositionedJSONReader {
  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  static func read(_ bytes: [UInt8]) -> Result<PositionedJSON, PositionedJSONError> {
    var reader = PositionedJSONReader(bytes: bytes)
    do {
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
      let value = try reader.value()
      reader.skipWhitespace()
      guard reader.index == bytes.count else { throw reader.error("unexpected text after the JSON value") }
      return .success(value)
    } catch let error as PositionedJSONError {
      return .failure(error)
    } catch {
      return .failure(PositionedJSONError(message: "\(error)", offset: 0))
    }
  }

  private func error(_ message: String) -> PositionedJSONError { PositionedJSONError(message: message, offset: index) }

  private mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  private mutating func value() throws -> PositionedJSON {
    skipWhitespace()
    guard index < bytes.count else { throw error("the file ends where a value was expected") }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""):
      let text = try string()
      return .string(text, SourceRange(start: start, end: index))
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true, SourceRange(start: start, end: index))
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false, SourceRange(start: start, end: index))
    case UInt8(ascii: "n"):
      try literal("null")
      return .null(SourceRange(start: start, end: index))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      while index < bytes.count, "+-.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
      return .number(String(decoding: bytes[start..<index], as: UTF8.self), SourceRange(start: start, end: index))
    default:
      throw error("expected a value (object, array, string, number, true, false or null)")
    }
  }

  private mutating func literal(_ word: String) throws {
    let expected = Array(word.utf8)
    guard bytes[index...].starts(with: expected) else { throw error("expected '\(word)'") }
    index += expected.count
  }

  private mutating func object() throws -> PositionedJSON {
    let start = index
    depth += 1
    defer { depth -= 1 }
    guard depth < 64 else { throw error("nesting is too deep") }
    index += 1
    var members: [(key: String, keyRange: SourceRange, value: PositionedJSON)] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members, SourceRange(start: start, end: index))
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a member name in quotes")
      }
      let keyStart = index
      let key = try string()
      let keyRange = SourceRange(start: keyStart, end: index)
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the member name")
      }
      index += 1
      members.append((key, keyRange, try value()))
      skipWhitespace()
      guard index < bytes.count else { throw error("the file ends inside an object: a '}' is missing") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
      index += 1
      return .object(members, SourceRange(start: start, end: index))
    }
  }

  private mutating func array() throws -> PositionedJSON {
    let start = index
    depth += 1
    defer { depth -= 1 }
    guard depth < 64 else { throw error("nesting is too deep") }
    index += 1
    var elements: [PositionedJSON] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements, SourceRange(start: start, end: index))
    }
    while true {
      elements.append(try value())
      skipWhitespace()
      guard index < bytes.count else { throw error("the file ends inside an array: a ']' is missing") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
      index += 1
      return .array(elements, SourceRange(start: start, end: index))
    }
  }

  private mutating func string() throws -> String {
    index += 1
    var chunkStart = index
    var result = ""
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        result += String(decoding: bytes[chunkStart..<index], as: UTF8.self)
        index += 1
        return result
      }
      if byte < 0x20 { throw error("a control character inside a string") }
      if byte == UInt8(ascii: "\\") {
        result += String(decoding: bytes[chunkStart..<index], as: UTF8.self)
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "n"): result += "\n"
        case UInt8(ascii: "t"): result += "\t"
        case UInt8(ascii: "r"): result += "\r"
        case UInt8(ascii: "b"): result += "\u{8}"
        case UInt8(ascii: "f"): result += "\u{C}"
        case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "\""): result += String(UnicodeScalar(escape))
        case UInt8(ascii: "u"):
          guard index + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
          else {
            throw error("a \\u escape needs four hex digits")
          }
          index += 4
          result += String(UnicodeScalar(code) ?? "\u{FFFD}")
        default:
          throw error("an unknown escape '\\\(String(UnicodeScalar(escape)))'")
        }
        chunkStart = index
        continue
      }
      index += 1
    }
    throw error("the file ends inside a string: a '\"' is missing")
  }
}
