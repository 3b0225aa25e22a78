/// A half-open range of UTF-8 byte offsets into a document's text.
///
/// Ranges in ContractModel are always UTF-8 offsets; conversion to lines and to the
/// columns an editor counts (UTF-16, UTF-8 or UTF-32) happens through ``LineTable``.
public struct SourceRange: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Offset of the first byte.
  public var start: Int {
    get { Int(storedStart) }
    set { storedStart = Int32(clamping: newValue) }
  }
  /// Offset one past the last byte.
  public var end: Int {
    get { Int(storedEnd) }
    set { storedEnd = Int32(clamping: newValue) }
  }

  /// The offsets, four bytes each: a range is in every model value, finding and binding, and
  /// eight bytes each made them a fifth larger. (An offset past 2 GiB, which no text the
  /// workspace reads reaches, is held as 2 GiB.)
  private var storedStart: Int32
  private var storedEnd: Int32

  /// Creates a range; `end` is raised to `start` if it lies before it.
  public init(start: Int, end: Int) {
    storedStart = Int32(clamping: start)
    storedEnd = Int32(clamping: max(start, end))
  }

  /// An empty range at `offset`.
  public static func empty(at offset: Int) -> SourceRange { SourceRange(start: offset, end: offset) }

  /// Number of bytes covered.
  public var length: Int { end - start }

  /// Whether the range covers no byte.
  public var isEmpty: Bool { start == end }

  /// Whether `offset` lies inside the range (an empty range contains its own offset).
  public func contains(_ offset: Int) -> Bool { offset >= start && (offset < end || (isEmpty && offset == start)) }

  /// Whether the two ranges share at least one byte, or touch at an empty range.
  public func overlaps(_ other: SourceRange) -> Bool {
    if isEmpty || other.isEmpty {
      return other.start >= start && other.start <= end || start >= other.start && start <= other.end
    }
    return start < other.end && other.start < end
  }

  /// The range shifted by `delta` bytes.
  public func shifted(by delta: Int) -> SourceRange { SourceRange(start: start + delta, end: end + delta) }

  public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
    lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
  }

  public var description: String { "\(start)..<\(end)" }
}
