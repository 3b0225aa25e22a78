/// Reading the header section of a frame.
enum FrameHeader {
  /// The `Content-Length` of a header section (without its final blank line).
  ///
  /// Header names are compared case-insensitively; whitespace around names and values is
  /// ignored; other headers (`Content-Type` and unknown ones) are ignored. Repeating
  /// `Content-Length` with the same value is accepted.
  static func contentLength(of section: ArraySlice<UInt8>) -> Result<Int, FramingError> {
    var length: Int?
    for line in lines(of: section) {
      guard let colon = line.firstIndex(of: ASCII.colon) else {
        return .failure(.malformedHeaderLine(text(line)))
      }
      let name = trimmed(line[line.startIndex..<colon])
      guard isContentLength(name) else { continue }
      let value = trimmed(line[(colon + 1)...])
      guard let parsed = decimal(value), length == nil || length == parsed else {
        return .failure(.invalidContentLength(text(value)))
      }
      length = parsed
    }
    guard let length else { return .failure(.missingContentLength) }
    return .success(length)
  }

  /// The lines of `section`, split at `\r\n`.
  private static func lines(of section: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var lineStart = section.startIndex
    var index = section.startIndex
    while index < section.endIndex {
      if section[index] == ASCII.carriageReturn && index + 1 < section.endIndex
        && section[index + 1] == ASCII.newline
      {
        result.append(section[lineStart..<index])
        index += 2
        lineStart = index
      } else {
        index += 1
      }
    }
    if lineStart < section.endIndex { result.append(section[lineStart...]) }
    return result
  }

  private static let contentLengthName = Array("content-length".utf8)

  /// Whether `name` is `Content-Length`, ignoring ASCII case.
  private static func isContentLength(_ name: ArraySlice<UInt8>) -> Bool {
    guard name.count == contentLengthName.count else { return false }
    return zip(name, contentLengthName).allSatisfy { lowercased($0) == $1 }
  }

  /// `byte` with ASCII letters lowercased.
  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }

  /// A non-empty string of decimal digits as an `Int`, or `nil` (signs, other characters and
  /// overflow are all rejected).
  private static func decimal(_ digits: ArraySlice<UInt8>) -> Int? {
    guard !digits.isEmpty else { return nil }
    var value = 0
    for byte in digits {
      guard byte >= ASCII.zero && byte <= ASCII.nine else { return nil }
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int(byte - ASCII.zero))
      guard !overflow1 && !overflow2 else { return nil }
      value = sum
    }
    return value
  }

  private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var slice = bytes
    while let first = slice.first, first == ASCII.space || first == ASCII.tab { slice.removeFirst() }
    while let last = slice.last, last == ASCII.space || last == ASCII.tab { slice.removeLast() }
    return slice
  }

  /// Header bytes as text for error messages, cut to 100 bytes.
  private static func text(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes.prefix(100), as: UTF8.self)
  }
}
