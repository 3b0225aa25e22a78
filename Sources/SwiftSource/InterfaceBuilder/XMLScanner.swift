/// A tolerant scanner of XML elements: start tags with attributes, end tags, self-closing
/// tags. Comments, processing instructions, declarations and CDATA are skipped; text is ignored;
/// a malformed tag is skipped to its `>`. It never throws.
struct XMLScanner {
  /// One tag.
  enum Event: Equatable {
    case start(name: String, attributes: [String: String], range: Range<Int>, selfClosing: Bool)
    case end(name: String, range: Range<Int>)
  }

  /// The tags of `bytes`, in order.
  static func events(_ bytes: [UInt8]) -> [Event] {
    var events: [Event] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      let start = index
      if bytes[index...].starts(with: Array("<!--".utf8)) {
        index = end(of: "-->", in: bytes, from: index + 4)
      } else if bytes[index...].starts(with: Array("<![CDATA[".utf8)) {
        index = end(of: "]]>", in: bytes, from: index + 9)
      } else if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") || bytes[index + 1] == UInt8(ascii: "!")
      {
        index = end(of: ">", in: bytes, from: index + 2)
      } else if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        index += 2
        let name = readName(bytes, &index)
        index = end(of: ">", in: bytes, from: index)
        if !name.isEmpty { events.append(.end(name: name, range: start..<index)) }
      } else {
        index += 1
        let name = readName(bytes, &index)
        var attributes: [String: String] = [:]
        var selfClosing = false
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
          if bytes[index] == UInt8(ascii: "/") {
            selfClosing = true
            index += 1
            continue
          }
          if bytes[index] == UInt8(ascii: "<") { break }
          let attribute = readName(bytes, &index)
          guard !attribute.isEmpty else {
            index += 1
            continue
          }
          skipBlanks(bytes, &index)
          guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
          index += 1
          skipBlanks(bytes, &index)
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            continue
          }
          let quote = bytes[index]
          let valueStart = index + 1
          index = valueStart
          while index < bytes.count, bytes[index] != quote { index += 1 }
          attributes[attribute] = decodeEntities(bytes[valueStart..<min(index, bytes.count)])
          selfClosing = false
          index = min(bytes.count, index + 1)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ">") { index += 1 }
        if !name.isEmpty {
          events.append(.start(name: name, attributes: attributes, range: start..<index, selfClosing: selfClosing))
        }
      }
    }
    return events
  }

  /// The index after `terminator` found from `start`, or the end.
  static func end(of terminator: String, in bytes: [UInt8], from start: Int) -> Int {
    let pattern = Array(terminator.utf8)
    var index = start
    while index < bytes.count {
      if bytes[index] == pattern[0], bytes[index...].starts(with: pattern) { return index + pattern.count }
      index += 1
    }
    return bytes.count
  }

  static func skipBlanks(_ bytes: [UInt8], _ index: inout Int) {
    while index < bytes.count, bytes[index] <= 0x20 { index += 1 }
  }

  /// A name (letters, digits, `_`, `-`, `.`, `:`) after blanks.
  static func readName(_ bytes: [UInt8], _ index: inout Int) -> String {
    skipBlanks(bytes, &index)
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      let isName =
        byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        || byte == UInt8(ascii: ":")
      guard isName else { break }
      index += 1
    }
    let name = String(decoding: bytes[start..<index], as: UTF8.self)
    skipBlanks(bytes, &index)
    return name
  }

  /// An attribute value with `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#NN;`, `&#xHH;` decoded.
  static func decodeEntities(_ value: ArraySlice<UInt8>) -> String {
    guard value.contains(UInt8(ascii: "&")) else { return String(decoding: value, as: UTF8.self) }
    var output: [UInt8] = []
    var index = value.startIndex
    while index < value.endIndex {
      guard value[index] == UInt8(ascii: "&"), let semicolon = value[index...].firstIndex(of: UInt8(ascii: ";")),
        semicolon - index <= 10
      else {
        output.append(value[index])
        index += 1
        continue
      }
      let entity = String(decoding: value[(index + 1)..<semicolon], as: UTF8.self)
      var replacement: String?
      switch entity {
      case "amp": replacement = "&"
      case "lt": replacement = "<"
      case "gt": replacement = ">"
      case "quot": replacement = "\""
      case "apos": replacement = "'"
      default:
        if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
          replacement = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map {
            String(Character($0))
          }
        } else if entity.hasPrefix("#") {
          replacement = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
      }
      if let replacement {
        output.append(contentsOf: Array(replacement.utf8))
        index = semicolon + 1
      } else {
        output.append(value[index])
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
