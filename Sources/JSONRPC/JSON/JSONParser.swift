#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A strict RFC 8259 JSON parser working directly on UTF-8 bytes.
///
/// Behaviour worth knowing:
/// - Any JSON value may be at the top level; whitespace may surround it; anything else after it
///   is ``JSONParseError/Kind/trailingData``. A byte order mark is not accepted.
/// - Nesting is limited to ``maximumDepth`` arrays and objects. The parser is iterative, so even
///   a 100,000-deep `[[[[…` is reported as ``JSONParseError/Kind/nestingTooDeep(limit:)`` and
///   never overflows the stack.
/// - Strings must be well-formed UTF-8 without unescaped control characters. A `\u` escape of a
///   lone surrogate (one not forming a high-low pair) decodes to U+FFFD REPLACEMENT CHARACTER
///   rather than failing, because JavaScript peers produce such escapes from ill-formed strings.
/// - A number written without fraction or exponent that fits in `Int64` becomes
///   ``JSONValue/integer(_:)``; `-0` and every other number become ``JSONValue/double(_:)``
///   (correctly rounded; integers beyond 64 bits lose precision). A number whose magnitude
///   overflows `Double`, such as `1e400`, is ``JSONParseError/Kind/numberOutOfRange``; one that
///   underflows becomes zero or a subnormal.
/// - When an object repeats a key, the last value wins and the key keeps its first position.
public struct JSONParser: Sendable {
  /// The default nesting limit.
  public static let defaultMaximumDepth = 512

  /// The deepest nesting of arrays and objects accepted.
  public var maximumDepth: Int

  /// Creates a parser with a nesting limit.
  public init(maximumDepth: Int = JSONParser.defaultMaximumDepth) {
    self.maximumDepth = maximumDepth
  }

  /// Parses a complete JSON text from raw bytes.
  public func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONParseError) -> JSONValue {
    var scanner = JSONScanner(input: bytes.bindMemory(to: UInt8.self), maximumDepth: maximumDepth)
    return try scanner.parseDocument()
  }

  /// Parses a complete JSON text from a byte array.
  public func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    let result = bytes.withUnsafeBytes { buffer in
      Result { () throws(JSONParseError) in try parse(buffer) }
    }
    return try result.get()
  }

  /// Parses a complete JSON text from a slice of bytes; offsets in errors count from the slice's start.
  public func parse(_ bytes: ArraySlice<UInt8>) throws(JSONParseError) -> JSONValue {
    let result = bytes.withUnsafeBytes { buffer in
      Result { () throws(JSONParseError) in try parse(buffer) }
    }
    return try result.get()
  }

  /// Parses a complete JSON text from `Data`.
  public func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
    let result = data.withUnsafeBytes { buffer in
      Result { () throws(JSONParseError) in try parse(buffer) }
    }
    return try result.get()
  }

  /// Parses a complete JSON text from a string's UTF-8 encoding.
  public func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try parse(Array(text.utf8))
  }
}

extension JSONValue {
  /// Parses `bytes` as JSON with the default parser settings.
  public init(parsing bytes: [UInt8]) throws(JSONParseError) {
    self = try JSONParser().parse(bytes)
  }

  /// Parses `text` as JSON with the default parser settings.
  public init(parsing text: String) throws(JSONParseError) {
    self = try JSONParser().parse(text)
  }
}

/// ASCII bytes the parser looks for.
enum ASCII {
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let slash = UInt8(ascii: "/")
  static let comma = UInt8(ascii: ",")
  static let colon = UInt8(ascii: ":")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let minus = UInt8(ascii: "-")
  static let plus = UInt8(ascii: "+")
  static let dot = UInt8(ascii: ".")
  static let zero = UInt8(ascii: "0")
  static let nine = UInt8(ascii: "9")
  static let lowercaseE = UInt8(ascii: "e")
  static let uppercaseE = UInt8(ascii: "E")
}

/// The parsing engine: a cursor over the input plus reusable scratch space.
struct JSONScanner {
  /// The whole input.
  let input: UnsafeBufferPointer<UInt8>
  /// Offset of the next unread byte.
  var position = 0
  /// Nesting limit.
  let maximumDepth: Int
  /// Reused buffer for strings that contain escapes.
  var scratch: [UInt8] = []

  init(input: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.input = input
    self.maximumDepth = maximumDepth
  }

  /// An open array or object while its elements are being parsed.
  private enum OpenContainer {
    /// An array whose elements start at `valueStart` in the value stack.
    case array(valueStart: Int)
    /// An object whose values start at `valueStart` and keys at `keyStart` in their stacks.
    case object(valueStart: Int, keyStart: Int)
  }

  /// Parses one value surrounded by optional whitespace and followed by nothing.
  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    let value = try parseValue()
    skipWhitespace()
    guard position == input.count else { throw failure(.trailingData) }
    return value
  }

  /// Parses one value without recursion: finished elements wait on a value stack until their
  /// container closes.
  private mutating func parseValue() throws(JSONParseError) -> JSONValue {
    var values: [JSONValue] = []
    var keys: [String] = []
    var containers: [OpenContainer] = []

    nextValue: while true {
      skipWhitespace()
      guard position < input.count else { throw failure(.unexpectedEndOfInput) }
      var completed: JSONValue
      switch input[position] {
      case ASCII.openBracket:
        guard containers.count < maximumDepth else { throw failure(.nestingTooDeep(limit: maximumDepth)) }
        position += 1
        skipWhitespace()
        if position < input.count && input[position] == ASCII.closeBracket {
          position += 1
          completed = .array([])
        } else {
          containers.append(.array(valueStart: values.count))
          continue nextValue
        }
      case ASCII.openBrace:
        guard containers.count < maximumDepth else { throw failure(.nestingTooDeep(limit: maximumDepth)) }
        position += 1
        skipWhitespace()
        if position < input.count && input[position] == ASCII.closeBrace {
          position += 1
          completed = .object(JSONObject())
        } else {
          containers.append(.object(valueStart: values.count, keyStart: keys.count))
          keys.append(try parseMemberName())
          continue nextValue
        }
      case ASCII.quote:
        completed = .string(try parseString())
      case ASCII.minus, ASCII.zero...ASCII.nine:
        completed = try parseNumber()
      case UInt8(ascii: "t"):
        try expectLiteral("true")
        completed = .bool(true)
      case UInt8(ascii: "f"):
        try expectLiteral("false")
        completed = .bool(false)
      case UInt8(ascii: "n"):
        try expectLiteral("null")
        completed = .null
      case let byte:
        throw failure(.unexpectedByte(byte))
      }

      // Hand the completed value to the innermost open container, closing containers that end here.
      while let container = containers.last {
        values.append(completed)
        skipWhitespace()
        guard position < input.count else { throw failure(.unexpectedEndOfInput) }
        let byte = input[position]
        position += 1
        switch container {
        case .array(let valueStart):
          if byte == ASCII.comma { continue nextValue }
          guard byte == ASCII.closeBracket else { throw failure(.unexpectedByte(byte), at: position - 1) }
          completed = .array(Array(values[valueStart...]))
          values.removeLast(values.count - valueStart)
        case .object(let valueStart, let keyStart):
          if byte == ASCII.comma {
            keys.append(try parseMemberName())
            continue nextValue
          }
          guard byte == ASCII.closeBrace else { throw failure(.unexpectedByte(byte), at: position - 1) }
          var object = JSONObject(minimumCapacity: values.count - valueStart)
          for offset in 0..<(values.count - valueStart) {
            object[keys[keyStart + offset]] = values[valueStart + offset]
          }
          completed = .object(object)
          values.removeLast(values.count - valueStart)
          keys.removeLast(keys.count - keyStart)
        }
        containers.removeLast()
      }
      return completed
    }
  }

  /// Parses `"name" :` inside an object, leaving the cursor at the member's value.
  private mutating func parseMemberName() throws(JSONParseError) -> String {
    skipWhitespace()
    guard position < input.count else { throw failure(.unexpectedEndOfInput) }
    guard input[position] == ASCII.quote else { throw failure(.unexpectedByte(input[position])) }
    let name = try parseString()
    skipWhitespace()
    guard position < input.count else { throw failure(.unexpectedEndOfInput) }
    guard input[position] == ASCII.colon else { throw failure(.unexpectedByte(input[position])) }
    position += 1
    return name
  }

  /// Consumes `literal` (`true`, `false` or `null`) at the cursor.
  private mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
    let length = literal.utf8CodeUnitCount
    let expected = UnsafeBufferPointer(start: literal.utf8Start, count: length)
    for offset in 0..<length {
      guard position + offset < input.count else { throw failure(.unexpectedEndOfInput, at: input.count) }
      let byte = input[position + offset]
      guard byte == expected[offset] else { throw failure(.unexpectedByte(byte), at: position + offset) }
    }
    position += length
  }

  /// Advances past JSON whitespace (space, tab, line feed, carriage return).
  @inline(__always)
  mutating func skipWhitespace() {
    while position < input.count {
      switch input[position] {
      case ASCII.space, ASCII.newline, ASCII.carriageReturn, ASCII.tab: position += 1
      default: return
      }
    }
  }

  /// An error of `kind` at `offset`, or at the cursor.
  func failure(_ kind: JSONParseError.Kind, at offset: Int? = nil) -> JSONParseError {
    JSONParseError(kind: kind, offset: offset ?? position)
  }
}
