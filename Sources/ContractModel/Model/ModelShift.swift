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
    // A path that inherits nothing keeps one array in both: moved once, and shared again,
    // instead of copied by the first move and moved twice.
    // (A `same` path's segments are empty here: ``Component`` takes them again after.)
    let shared = Self.sameStorage(ownSegments, segments)
    if shared { segments = [] }  // let go, so that moving does not copy
    ownSegments.shift(by: shift)
    if shared { segments = ownSegments } else { segments.shift(by: shift) }
    sameRange.shift(by: shift)
  }

  /// Whether `lhs` and `rhs` are the same array storage (not merely equal).
  private static func sameStorage(_ lhs: [PathSegment], _ rhs: [PathSegment]) -> Bool {
    lhs.count == rhs.count
      && lhs.withUnsafeBufferPointer { left in
        rhs.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress }
      }
  }
}

extension Component: SourceShiftable {
  public mutating func shift(by shift: SourceShift) {
    guard !shift.isNone else { return }
    syntax.shift(by: shift)
    fields.shift(by: shift)
    actions.shift(by: shift)
    columns.shift(by: shift)
    hover.shift(by: shift)
    readingOrder.shift(by: shift)
    platformReadingOrders.shift(by: shift)
    see.shift(by: shift)
    checks.shift(by: shift)
    shiftPaths(by: shift)
  }

  /// Moves the paths without copying what they share: a `same` path's segments begin with
  /// copies of another platform's, which share their storage. Those are let go first, every
  /// path's own segments moved, then the inherited ones taken again from the moved source
  /// (``PlatformPath/inherit(from:)``, as ``ComponentReader`` takes them).
  private mutating func shiftPaths(by shift: SourceShift) {
    let inheriting = Platform.allCases.filter { paths[$0]?.inheritsFrom != nil }
    for platform in inheriting { paths[platform]?.segments = [] }
    paths.shift(by: shift)
    for platform in inheriting {
      guard let source = paths[platform]?.inheritsFrom.flatMap({ paths[$0] }) else { continue }
      paths[platform]?.inherit(from: source)
    }
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
  /// Moves the finding by `shift`, with its related locations in `document` at or after
  /// `offset` (in the text before the edit); locations elsewhere stay.
  mutating func shift(by shift: SourceShift, document: String, from offset: Int) {
    guard !shift.isNone else { return }
    range.shift(by: shift)
    shiftRelated(by: shift, document: document, from: offset)
  }

  /// Moves by `shift` the related locations in `document` at or after `offset`, not the finding.
  mutating func shiftRelated(by shift: SourceShift, document: String, from offset: Int) {
    for index in related.indices
    where related[index].location.document == document && related[index].location.range.start >= offset {
      related[index].location.range.shift(by: shift)
    }
  }
}
