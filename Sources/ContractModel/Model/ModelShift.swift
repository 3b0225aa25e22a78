/// How the read model moves with an edit before it (see ``SourceShift``): incremental reading
/// keeps the components, menus and catalog entries after an edit and shifts them.
///
/// Every stored offset and line is moved; a test compares each shifted value with the same
/// text read from scratch, so a field forgotten here fails it.
extension Action: RangeShiftable {}

extension ListItem: RangeShiftable {}

extension CheckPart: SourceShiftable {
  public mutating func shift(by shift: SourceShift) {
    range.shift(by: shift)
    field.shift(by: shift)
  }
}

extension MechanismUse: RangeShiftable {}

extension ShortcutUse: RangeShiftable {}

extension Presentation: RangeShiftable {}

extension PathPiece: SourceShiftable {
  public mutating func shift(by shift: SourceShift) {
    range.shift(by: shift)
    mechanisms.shift(by: shift)
  }
}

extension PathSegment: SourceShiftable {
  public mutating func shift(by shift: SourceShift) {
    range.shift(by: shift)
    subjectRange.shift(by: shift)
    pieces.shift(by: shift)
    mechanisms.shift(by: shift)
    shortcuts.shift(by: shift)
    presentations.shift(by: shift)
  }
}

extension PlatformPath: SourceShiftable {
  public mutating func shift(by shift: SourceShift) {
    fields.shift(by: shift)
    ownSegments.shift(by: shift)
    segments.shift(by: shift)
    sameRange.shift(by: shift)
  }
}

extension Component: SourceShiftable {
  public mutating func shift(by shift: SourceShift) {
    syntax.shift(by: shift)
    fields.shift(by: shift)
    actions.shift(by: shift)
    columns.shift(by: shift)
    hover.shift(by: shift)
    readingOrder.shift(by: shift)
    platformReadingOrders.shift(by: shift)
    see.shift(by: shift)
    checks.shift(by: shift)
    paths.shift(by: shift)
  }
}

extension MenuCommand: SourceShiftable {
  public mutating func shift(by shift: SourceShift) {
    shortcut.shift(by: shift)
    syntax.shift(by: shift)
  }
}

extension Menu: SourceShiftable {
  public mutating func shift(by shift: SourceShift) {
    syntax.shift(by: shift)
    commands.shift(by: shift)
  }
}

extension TeamCatalogEntry: SourceShiftable {
  public mutating func shift(by shift: SourceShift) {
    syntax.shift(by: shift)
    link.shift(by: shift)
    see.shift(by: shift)
  }
}

extension MisplacedField: SourceShiftable {
  public mutating func shift(by shift: SourceShift) { field.shift(by: shift) }
}

extension RepeatedField: SourceShiftable {
  public mutating func shift(by shift: SourceShift) {
    field.shift(by: shift)
    first.shift(by: shift)
  }
}

extension Diagnostic {
  /// The finding moved by `shift`, with its related locations in `document` at or after
  /// `offset` (in the text before the edit) moved too; locations elsewhere stay.
  func shifted(by shift: SourceShift, document: String, from offset: Int) -> Diagnostic {
    guard !shift.isNone else { return self }
    var copy = self
    copy.range.shift(by: shift)
    for index in copy.related.indices
    where copy.related[index].location.document == document && copy.related[index].location.range.start >= offset {
      copy.related[index].location.range.shift(by: shift)
    }
    return copy
  }
}
