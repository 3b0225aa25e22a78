/// The source ranges of a field's value, one per line it spans, in order.
///
/// Nearly every field is written on one line: its one range is held in place, and an array is
/// allocated only for the lines after the first (reading a contract made an array per field).
public struct FieldValueParts: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral {
  /// The first range; nil exactly when there is none.
  private var head: SourceRange?
  /// The ranges after the first.
  private var tail: [SourceRange] = []

  /// No range: a field with an empty value.
  public init() {}

  /// The one range of a value written on one line.
  public init(_ part: SourceRange) { head = part }

  public init(arrayLiteral parts: SourceRange...) {
    for part in parts { append(part) }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { head == nil ? 0 : 1 + tail.count }

  public subscript(position: Int) -> SourceRange {
    precondition(position >= 0 && position < endIndex, "FieldValueParts index out of range")
    return position == 0 ? head! : tail[position - 1]
  }

  /// Adds the range of the next line the value continues on.
  public mutating func append(_ part: SourceRange) {
    if head == nil { head = part } else { tail.append(part) }
  }
}
