/// A JSON value, as far as a string catalog needs: objects keep their keys in order.
indirect enum MiniJSON: Sendable, Hashable {
  case object([(key: String, value: MiniJSON)])
  case array([MiniJSON])
  case string(String)
  case number(String)
  case bool(Bool)
  case null

  static func == (lhs: MiniJSON, rhs: MiniJSON) -> Bool {
    switch (lhs, rhs) {
    case (.object(let left), .object(let right)):
      left.count == right.count && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    case (.array(let left), .array(let right)): left == right
    case (.string(let left), .string(let right)): left == right
    case (.number(let left), .number(let right)): left == right
    case (.bool(let left), .bool(let right)): left == right
    case (.null, .null): true
    default: false
    }
  }

  func hash(into hasher: inout Hasher) {
    switch self {
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    case .array(let values): hasher.combine(values)
    case .string(let value): hasher.combine(value)
    case .number(let value): hasher.combine(value)
    case .bool(let value): hasher.combine(value)
    case .null: hasher.combine(0)
    }
  }

  /// The member `key` of an object.
  subscript(key: String) -> MiniJSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The string, for a string.
  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// Parses `bytes`; nil when they are not JSON (nested deeper than 200 is not JSON here).
  static func parse(_ bytes: [UInt8]) -> MiniJSON? {
    var parser = MiniJSONParser(bytes: bytes)
    guard let value = parser.value(depth: 0) else { return nil }
    parser.skipBlanks()
    return parser.index == bytes.count ? value : nil
  }
}

/// The parser behind ``MiniJSON/parse(_:)``.
struct MiniJSONParser {
  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
  }

  mutating func skipBlanks() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  mutating func value(depth: Int) -> MiniJSON? {
    guard depth < 200 else { return nil }
    skipBlanks()
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var members: [(key: String, value: MiniJSON)] = []
      skipBlanks()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipBlanks()
        guard let key = string() else { return nil }
        skipBlanks()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        guard let member = value(depth: depth + 1) else { return nil }
        members.append((key, member))
        skipBlanks()
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        guard bytes[index] == UInt8(ascii: "}") else { return nil }
        index += 1
        return .object(members)
      }
    case UInt8(ascii: "["):
      index += 1
      var values: [MiniJSON] = []
      skipBlanks()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(values)
      }
      while true {
        guard let element = value(depth: depth + 1) else { return nil }
        values.append(element)
        skipBlanks()
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        guard bytes[index] == UInt8(ascii: "]") else { return nil }
        index += 1
        return .array(values)
      }
    case UInt8(ascii: "\""):
      return string().map(MiniJSON.string)
    case UInt8(ascii: "t"): return literal("true", .bool(true))
    case UInt8(ascii: "f"): return literal("false", .bool(false))
    case UInt8(ascii: "n"): return literal("null", .null)
    default:
      let start = index
      while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
      return index > start ? .number(String(decoding: bytes[start..<index], as: UTF8.self)) : nil
    }
  }

  mutating func literal(_ word: String, _ value: MiniJSON) -> MiniJSON? {
    let utf8 = Array(word.utf8)
    guard bytes[index...].starts(with: utf8) else { return nil }
    index += utf8.count
    return value
  }

  /// A string at `index` (escapes, `\u` surrogate pairs included).
  mutating func string() -> String? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    index += 1
    var output: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\"") { return String(decoding: output, as: UTF8.self) }
      guard byte == UInt8(ascii: "\\") else {
        output.append(byte)
        continue
      }
      guard index < bytes.count else { return nil }
      let code = bytes[index]
      index += 1
      switch code {
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "u"):
        guard let unit = hex4() else { return nil }
        var value = UInt32(unit)
        if (0xD800..<0xDC00).contains(unit), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        {
          let saved = index
          index += 2
          if let low = hex4(), (0xDC00..<0xE000).contains(low) {
            value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
          } else {
            index = saved
          }
        }
        output.append(contentsOf: Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8))
      default: output.append(code)
      }
    }
    return nil
  }

  /// Four hex digits at `index`.
  mutating func hex4() -> UInt16? {
    guard index + 4 <= bytes.count,
      let value = UInt16(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
    else { return nil }
    index += 4
    return value
  }
}
