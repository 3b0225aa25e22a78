#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte helpers for readers and rules of mostly ASCII text: look at a string's UTF-8 without copying
/// it, search it ignoring ASCII case, and walk its runs of ASCII letters.
enum ASCIIBytes {
  /// Calls `body` with the UTF-8 bytes of `text`, without copying them (native strings hold
  /// them contiguously).
  static func with<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    var text = text
    return text.withUTF8(body)
  }

  /// Whether the UTF-8 of `text` holds `byte` (looked for with `memchr`, the C library's vectorised
  /// search, in the string's own storage).
  static func contains(_ byte: UInt8, in text: String) -> Bool {
    with(text) { bytes in
      guard let base = bytes.baseAddress else { return false }
      return memchr(base, Int32(byte), bytes.count) != nil
    }
  }

  /// Whether every byte is ASCII.
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte >= 0x80 { return false }
    return true
  }

  /// Whether `bytes` contain `pattern` (not empty) exactly: each place that starts with its first
  /// byte is compared byte by byte.
  static func contains(_ bytes: [UInt8], exactly pattern: StaticString) -> Bool {
    let needle = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
    guard let first = needle.first, needle.count <= bytes.count else { return false }
    return bytes.withUnsafeBufferPointer { text in
      var index = 0
      let last = text.count - needle.count
      while index <= last {
        if text[index] == first {
          var matched = 1
          while matched < needle.count, text[index + matched] == needle[matched] { matched += 1 }
          if matched == needle.count { return true }
        }
        index += 1
      }
      return false
    }
  }

  /// Whether `bytes` contain `pattern` (lower-case ASCII), ignoring ASCII case.
  static func contains(_ bytes: UnsafeBufferPointer<UInt8>, lowercased pattern: StaticString) -> Bool {
    let count = pattern.utf8CodeUnitCount
    guard count > 0, count <= bytes.count else { return false }
    let needle = pattern.utf8Start
    let first = needle[0]
    for start in 0...(bytes.count - count) where MechanismMatcher.lowercased(bytes[start]) == first {
      var offset = 1
      while offset < count, MechanismMatcher.lowercased(bytes[start + offset]) == needle[offset] { offset += 1 }
      if offset == count { return true }
    }
    return false
  }

  /// Calls `body` with the range of each maximal run of ASCII letters (`A`–`Z`, `a`–`z`) in
  /// `bytes`, in order, until it answers true; answers whether it did.
  static func firstLetterRun(_ bytes: UnsafeBufferPointer<UInt8>, where body: (Range<Int>) -> Bool) -> Bool {
    var index = 0
    while index < bytes.count {
      guard isLetter(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, isLetter(bytes[index]) { index += 1 }
      if body(start..<index) { return true }
    }
    return false
  }

  /// The lower-cased ASCII word at `range` of `bytes`, as a string.
  static func lowercasedWord(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(unsafeUninitializedCapacity: range.count) { buffer in
      for offset in 0..<range.count { buffer[offset] = MechanismMatcher.lowercased(bytes[range.lowerBound + offset]) }
      return range.count
    }
  }

  /// Whether `byte` is an ASCII letter.
  static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }
}
