/// Conversion between `file://` URIs and absolute paths.
///
/// Paths are written into URIs the way VS Code writes them: unreserved characters and `/` as
/// they are, every other byte of the UTF-8 path percent-encoded. Reading accepts any
/// percent-encoding.
enum DocumentURI {
  /// The absolute path of a `file://` URI, or nil for another scheme or a malformed URI.
  static func path(fromURI uri: String) -> String? {
    guard uri.lowercased().hasPrefix("file://") else { return nil }
    var rest = uri.dropFirst("file://".count)
    // An authority other than empty or localhost names another machine; keep it readable.
    if !rest.hasPrefix("/") {
      guard let slash = rest.firstIndex(of: "/") else { return nil }
      let host = rest[..<slash].lowercased()
      guard host == "localhost" else { return nil }
      rest = rest[slash...]
    }
    if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
    guard let decoded = percentDecoded(rest), decoded.hasPrefix("/") else { return nil }
    return decoded
  }

  /// The `file://` URI of an absolute path.
  static func uri(fromPath path: String) -> String {
    var result = "file://"
    result.reserveCapacity(path.utf8.count + 8)
    for byte in path.utf8 {
      if isUnreserved(byte) || byte == UInt8(ascii: "/") {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result += "%"
        result += hexDigit(byte >> 4)
        result += hexDigit(byte & 0x0F)
      }
    }
    return result
  }

  /// `text` with every `%XX` replaced by its byte; nil when an escape is malformed or the
  /// bytes are not UTF-8 (as Foundation's `removingPercentEncoding`).
  static func percentDecoded(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
        return nil
      }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  private static func hexDigit(_ value: UInt8) -> String {
    String(UnicodeScalar(value < 10 ? value + 48 : value + 55))
  }
}
