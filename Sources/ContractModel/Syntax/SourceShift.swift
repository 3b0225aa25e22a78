/// How far an edit moved the text after it: every byte offset by ``bytes`` and every line by
/// ``lines``.
///
/// Incremental reparsing keeps the blocks after an edit and moves them with a shift instead of
/// reading them again; the types below know how to move every offset and line they hold.
public struct SourceShift: Sendable, Hashable {
  /// Bytes added (negative: removed) before the shifted text.
  public var bytes: Int
  /// Lines added (negative: removed) before the shifted text.
  public var lines: Int

  /// A shift by `bytes` and `lines`.
  public init(bytes: Int, lines: Int) {
    self.bytes = bytes
    self.lines = lines
  }

  /// The shift that moves nothing.
  public static let none = SourceShift(bytes: 0, lines: 0)

  /// Whether the shift moves nothing.
  public var isNone: Bool { bytes == 0 && lines == 0 }
}

/// A value holding offsets or lines of a document, which an edit before it moves.
public protocol SourceShiftable {
  /// Moves every offset and line by `shift`.
  mutating func shift(by shift: SourceShift)
}

/// A value whose only position is its ``range``: it moves with it.
public protocol RangeShiftable: SourceShiftable {
  /// Where the value is written.
  var range: SourceRange { get set }
}

extension RangeShiftable {
  /// Moves ``range``.
  public mutating func shift(by shift: SourceShift) { range.shift(by: shift) }
}

extension SourceShiftable {
  /// A copy moved by `shift`.
  public func shifted(by shift: SourceShift) -> Self {
    guard !shift.isNone else { return self }
    var copy = self
    copy.shift(by: shift)
    return copy
  }
}

extension Array: SourceShiftable where Element: SourceShiftable {
  /// Moves every element.
  public mutating func shift(by shift: SourceShift) {
    guard !shift.isNone else { return }
    for index in indices { self[index].shift(by: shift) }
  }
}

extension Optional: SourceShiftable where Wrapped: SourceShiftable {
  /// Moves the value, if any.
  public mutating func shift(by shift: SourceShift) {
    // In place: unwrapping into a copy first would share, and so copy, the value's storage.
    self?.shift(by: shift)
  }
}

extension Dictionary: SourceShiftable where Value: SourceShiftable {
  /// Moves every value.
  public mutating func shift(by shift: SourceShift) {
    guard !shift.isNone else { return }
    // Through `values`, in place, by positions: iterating `keys` or `values.indices` would
    // hold the storage while it changes, and so copy it.
    var index = values.startIndex
    while index != values.endIndex {
      values[index].shift(by: shift)
      index = values.index(after: index)
    }
  }
}

extension SourceRange: SourceShiftable {
  /// Moves both ends by the shift's bytes.
  public mutating func shift(by shift: SourceShift) {
    start += shift.bytes
    end += shift.bytes
  }
}

extension FieldSyntax: SourceShiftable {
  public mutating func shift(by shift: SourceShift) {
    keyRange.shift(by: shift)
    colonOffset += shift.bytes
    valueParts.shift(by: shift)
    line += shift.lines
    lastLine += shift.lines
    range.shift(by: shift)
  }
}

extension MenuCommandSyntax: SourceShiftable {
  public mutating func shift(by shift: SourceShift) {
    nameRange.shift(by: shift)
    detailRange.shift(by: shift)
    line += shift.lines
    range.shift(by: shift)
  }
}

extension CommentSyntax: SourceShiftable {
  public mutating func shift(by shift: SourceShift) {
    range.shift(by: shift)
    line += shift.lines
  }
}

extension BlockSyntax: SourceShiftable {
  public mutating func shift(by shift: SourceShift) {
    keywordRange.shift(by: shift)
    nameRange.shift(by: shift)
    headerLine += shift.lines
    headerRange.shift(by: shift)
    fields.shift(by: shift)
    commands.shift(by: shift)
    lastLine += shift.lines
    range.shift(by: shift)
  }
}
