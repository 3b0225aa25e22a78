/// One source file: its path (as the caller names it) and its bytes.
public struct SwiftFile: Sendable, Hashable {
  /// The path the facts' locations name.
  public var path: String
  /// The file's bytes, expected to be UTF-8 (anything else still reads, into fewer facts).
  public var bytes: [UInt8]

  /// A file of `bytes` at `path`.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  /// A file of `text`'s UTF-8 at `path`.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The text of `range` (clamped), invalid UTF-8 replaced.
  public func text(in range: Range<Int>) -> String {
    let lower = min(max(0, range.lowerBound), bytes.count)
    let upper = min(max(lower, range.upperBound), bytes.count)
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }
}

/// Where a fact is: a file and a range of its UTF-8 bytes.
public struct SwiftLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file's path.
  public var path: String
  /// The bytes the fact covers.
  public var range: Range<Int>

  /// A location in `path` over `range`.
  public init(path: String, range: Range<Int>) {
    self.path = path
    self.range = range
  }

  public var description: String { "\(path)@\(range.lowerBound)..<\(range.upperBound)" }
}
