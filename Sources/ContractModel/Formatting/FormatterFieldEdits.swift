/// The formatter's edits to field lines: canonical keys, no blank before `:`, one space after it,
/// canonical platform names in `Platforms`, and `Command: ⌘R` spacing in menu blocks.
struct FormatterFieldEdits {
  /// The parsed text.
  let tree: SyntaxTree

  /// The edits.
  func edits() -> [SourceEdit] {
    var result: [SourceEdit] = []
    for field in tree.headerFields + tree.blocks.flatMap(\.fields) {
      result += edits(for: field)
    }
    for command in tree.blocks.flatMap(\.commands) {
      guard let detail = command.detailRange, !detail.isEmpty else { continue }
      let between = SourceRange(start: command.nameRange.end, end: detail.start)
      if tree.lines.text(in: between).trimmingBlanks() == ":" {
        result.append(SourceEdit(range: between, newText: ": "))
      }
    }
    return result
  }

  /// The edits of one field.
  func edits(for field: FieldSyntax) -> [SourceEdit] {
    var result: [SourceEdit] = []
    if let canonical = FieldKey(anyContext: field.key)?.description {
      result.append(SourceEdit(range: field.keyRange, newText: canonical))
    }
    if field.keyRange.end < field.colonOffset {
      result.append(SourceEdit(range: SourceRange(start: field.keyRange.end, end: field.colonOffset), newText: ""))
    }
    if let first = field.valueParts.first, !first.isEmpty, tree.lines.line(containing: first.start) == field.line {
      result.append(SourceEdit(range: SourceRange(start: field.colonOffset + 1, end: first.start), newText: " "))
      if FieldKey(anyContext: field.key) == .platforms {
        result += platformNameEdits(in: field)
      }
    }
    return result
  }

  /// `macos` → `Mac`, `iphone` → `iPhone` in the comma list of `Platforms`.
  func platformNameEdits(in field: FieldSyntax) -> [SourceEdit] {
    var result: [SourceEdit] = []
    for part in field.valueParts {
      var start = part.start
      let bytes = tree.lines.bytes
      for index in part.start...part.end where index == part.end || bytes[index] == UInt8(ascii: ",") {
        var itemStart = start
        var itemEnd = index
        while itemStart < itemEnd, bytes[itemStart] == 0x20 || bytes[itemStart] == 0x09 { itemStart += 1 }
        while itemEnd > itemStart, bytes[itemEnd - 1] == 0x20 || bytes[itemEnd - 1] == 0x09 { itemEnd -= 1 }
        let range = SourceRange(start: itemStart, end: itemEnd)
        if let platform = Platform(name: tree.lines.text(in: range)) {
          result.append(SourceEdit(range: range, newText: platform.rawValue))
        }
        start = index + 1
      }
    }
    return result
  }
}
