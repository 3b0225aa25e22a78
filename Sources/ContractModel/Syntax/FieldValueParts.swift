/// The source ranges of a field's value, one per line it spans, in order.
///
/// Stored relative to an offset of their own, so that moving the field (an edit before it)
/// changes one integer: the storage is neither rewritten nor, when other values share it (a
/// component keeps its fields in several places), copied.
public struct FieldValueParts: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable, Hashable {
  /// What every stored range is relative to.
  private var base: Int
  /// The ranges, each less ``base``.
  private var relative: [SourceRange]

  /// The parts `ranges`, in order.
  public init(_ ranges: [SourceRange]) {
    base = ranges.first?.start ?? 0
    relative = ranges.map { [base] in SourceRange(start: $0.start - base, end: $0.end - base) }
  }

  /// The parts listed.
  public init(arrayLiteral ranges: SourceRange...) { self.init(ranges) }

  /// Always 0.
  public var startIndex: Int { 0 }

  /// The number of parts.
  public var endIndex: Int { relative.count }

  /// The part at `index`, in the source's offsets.
  public subscript(index: Int) -> SourceRange {
    let stored = relative[index]
    return SourceRange(start: stored.start + base, end: stored.end + base)
  }

  /// Adds a part after the others.
  public mutating func append(_ range: SourceRange) {
    if relative.isEmpty { base = range.start }
    relative.append(SourceRange(start: range.start - base, end: range.end - base))
  }

  /// Whether both list the same ranges (however they are stored).
  public static func == (lhs: FieldValueParts, rhs: FieldValueParts) -> Bool { lhs.elementsEqual(rhs) }

  /// Hashes the ranges listed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for part in self { hasher.combine(part) }
  }
}

extension FieldValueParts: SourceShiftable {
  /// Moves every part, changing only the offset they are stored against.
  public mutating func shift(by shift: SourceShift) { base += shift.bytes }
}
