/// Reads a `.strings` file: `"key" = "value";` pairs (keys may be bare words), with `/* */` and
/// `//` comments and backslash escapes. UTF-16 files (with a byte-order mark) are read too.
/// A malformed entry is skipped to the next `;`.
enum StringsFileReader {
  static func read(_ raw: [UInt8]) -> [String: String] {
    let bytes = utf8(raw)
    var entries: [String: String] = [:]
    var index = 0
    while index < bytes.count {
      skipBlanksAndComments(bytes, &index)
      guard index < bytes.count else { break }
      guard let key = readString(bytes, &index) else {
        skipPast(UInt8(ascii: ";"), bytes, &index)
        continue
      }
      skipBlanksAndComments(bytes, &index)
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        skipPast(UInt8(ascii: ";"), bytes, &index)
        continue
      }
      index += 1
      skipBlanksAndComments(bytes, &index)
      guard let value = readString(bytes, &index) else {
        skipPast(UInt8(ascii: ";"), bytes, &index)
        continue
      }
      entries[key] = value
      skipPast(UInt8(ascii: ";"), bytes, &index)
    }
    return entries
  }

  /// The bytes as UTF-8: a UTF-16 file (byte-order mark first) is transcoded; a UTF-8 mark dropped.
  static func utf8(_ raw: [UInt8]) -> [UInt8] {
    if raw.count >= 2, raw[0] == 0xFF && raw[1] == 0xFE || raw[0] == 0xFE && raw[1] == 0xFF {
      return UTF16Transcoder.utf8(raw, from: 2, littleEndian: raw[0] == 0xFF)
    }
    if raw.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(raw.dropFirst(3)) }
    return raw
  }

  static func skipBlanksAndComments(_ bytes: [UInt8], _ index: inout Int) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
      {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        index = min(bytes.count, index + 2)
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else {
        return
      }
    }
  }

  static func skipPast(_ terminator: UInt8, _ bytes: [UInt8], _ index: inout Int) {
    while index < bytes.count, bytes[index] != terminator {
      if bytes[index] == UInt8(ascii: "\"") {
        _ = readString(bytes, &index)
      } else {
        index += 1
      }
    }
    index = min(bytes.count, index + 1)
  }

  /// A quoted string (escapes decoded) or a bare word at `index`.
  static func readString(_ bytes: [UInt8], _ index: inout Int) -> String? {
    guard index < bytes.count else { return nil }
    if bytes[index] != UInt8(ascii: "\"") {
      let start = index
      while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
      return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }
    index += 1
    var output: [UInt8] = []
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
        output.append(bytes[index])
        index += 1
        continue
      }
      let code = bytes[index + 1]
      index += 2
      switch code {
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "U"), UInt8(ascii: "u"):
        let digits = bytes[index..<min(bytes.count, index + 4)]
        if digits.count == 4, let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16),
          let scalar = Unicode.Scalar(value)
        {
          output.append(contentsOf: Array(String(Character(scalar)).utf8))
          index += 4
        } else {
          output.append(code)
        }
      default: output.append(code)
      }
    }
    index = min(bytes.count, index + 1)
    return String(decoding: output, as: UTF8.self)
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
      true
    default:
      false
    }
  }
}
