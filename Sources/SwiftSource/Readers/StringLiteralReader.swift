/// Reads the value of string literals from their tokens.
struct StringLiteralReader {
  let structure: SwiftStructure

  /// The literal that exactly spans the tokens `range`, if it is one.
  func literal(_ range: Range<Int>, source: SwiftText.Source = .literal) -> SwiftText? {
    guard let open = range.first, open < structure.tokens.count, structure.tokens[open].kind == .stringOpen,
      structure.groups.next(after: open) == range.upperBound
    else { return nil }
    let delimiter = structure.tokens[open]
    let bytes = structure.file.bytes
    var hashes = 0
    while bytes[delimiter.start + hashes] == UInt8(ascii: "#") { hashes += 1 }
    let multiline = delimiter.end - delimiter.start - hashes == 3
    var parts: [String] = [""]
    var interpolations: [String] = []
    var index = open + 1
    let end = structure.groups.contentEnd(of: open)
    while index < end {
      let token = structure.tokens[index]
      switch token.kind {
      case .stringSegment:
        parts[parts.count - 1] += Self.unescape(bytes[token.range], hashes: hashes)
        index += 1
      case .interpolationStart:
        let inner = (index + 1)..<structure.groups.contentEnd(of: index)
        interpolations.append(structure.text(ofTokens: inner))
        parts.append("")
        index = structure.groups.next(after: index)
      default:
        index += 1
      }
    }
    if multiline { parts = Self.dedent(parts) }
    var text = parts[0]
    for (offset, interpolation) in interpolations.enumerated() {
      text += "\\(" + interpolation + ")" + parts[offset + 1]
    }
    return SwiftText(
      source: source,
      text: text,
      literalParts: parts,
      interpolations: interpolations,
      range: structure.byteRange(ofTokens: range)
    )
  }

  /// A segment's value: escapes (`\n`, `\t`, `\"`, `\\`, `\u{…}`, after the string's `#`s)
  /// replaced by what they stand for.
  static func unescape(_ segment: ArraySlice<UInt8>, hashes: Int) -> String {
    guard segment.contains(UInt8(ascii: "\\")) else { return String(decoding: segment, as: UTF8.self) }
    var output: [UInt8] = []
    output.reserveCapacity(segment.count)
    var index = segment.startIndex
    while index < segment.endIndex {
      let byte = segment[index]
      var escaped = byte == UInt8(ascii: "\\")
      var afterHashes = index + 1
      for _ in 0..<hashes where escaped {
        if afterHashes < segment.endIndex, segment[afterHashes] == UInt8(ascii: "#") {
          afterHashes += 1
        } else {
          escaped = false
        }
      }
      guard escaped, afterHashes < segment.endIndex else {
        output.append(byte)
        index += 1
        continue
      }
      let code = segment[afterHashes]
      index = afterHashes + 1
      switch code {
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "0"): output.append(0x00)
      case UInt8(ascii: "u"):
        var digits: [UInt8] = []
        var cursor = index + 1
        while cursor < segment.endIndex, segment[cursor] != UInt8(ascii: "}") {
          digits.append(segment[cursor])
          cursor += 1
        }
        if index < segment.endIndex, segment[index] == UInt8(ascii: "{"),
          let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16), let scalar = Unicode.Scalar(value)
        {
          output.append(contentsOf: Array(String(Character(scalar)).utf8))
          index = min(segment.endIndex, cursor + 1)
        } else {
          output.append(code)
        }
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        // A line continuation in a multi-line string.
        while index < segment.endIndex, segment[index] == UInt8(ascii: " ") || segment[index] == UInt8(ascii: "\t") {
          index += 1
        }
      default:
        output.append(code)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// A multi-line literal's parts without the line break after `"""`, the one before the
  /// closing `"""`, and the closing line's indentation on every line.
  static func dedent(_ parts: [String]) -> [String] {
    var parts = parts
    if parts[0].hasPrefix("\r\n") {
      parts[0].removeFirst(2)
    } else if parts[0].hasPrefix("\n") {
      parts[0].removeFirst()
    }
    let last = parts.count - 1
    var indentation = ""
    if let lastBreak = parts[last].lastIndex(of: "\n") {
      let tail = parts[last][parts[last].index(after: lastBreak)...]
      if tail.allSatisfy({ $0 == " " || $0 == "\t" }) {
        indentation = String(tail)
        parts[last] = String(parts[last][..<lastBreak])
      }
    }
    guard !indentation.isEmpty else { return parts }
    return parts.enumerated().map { offset, part in
      var lines = part.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for line in lines.indices where (line > 0 || offset == 0) && lines[line].hasPrefix(indentation) {
        lines[line].removeFirst(indentation.count)
      }
      return lines.joined(separator: "\n")
    }
  }
}
