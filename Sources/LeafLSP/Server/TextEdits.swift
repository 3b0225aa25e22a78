import ContractModel

/// Applies LSP content changes to a document's text, counting columns in the negotiated
/// encoding.
///
/// Positions are converted with ``LineTable`` against the text as it is before each change (each
/// change of a `didChange` applies to the result of the previous one). A position outside the
/// document, past the end of its line, or inside a character (the second half of a surrogate
/// pair in UTF-16, a continuation byte in UTF-8) is clamped to the nearest valid place and
/// reported, never trapped on. A `\r\n` is never split: a column past the line's content stops
/// before the `\r`.
enum TextEdits {
  /// A position an edit named that had to be moved.
  struct Clamp: Sendable, Hashable, CustomStringConvertible {
    var requested: Position
    var used: Position

    var description: String {
      "\(requested.line):\(requested.character) -> \(used.line):\(used.character)"
    }
  }

  /// The text after applying `changes` in order, and the positions that had to be clamped.
  static func apply(
    _ changes: [TextDocumentContentChangeEvent],
    to text: String,
    encoding: ColumnEncoding
  ) -> (text: String, clamps: [Clamp]) {
    var bytes = Array(text.utf8)
    var clamps: [Clamp] = []
    for change in changes {
      guard let range = change.range else {
        bytes = Array(change.text.utf8)
        continue
      }
      let table = LineTable(bytes: bytes)
      var start = offset(of: range.start, in: table, encoding: encoding, clamps: &clamps)
      var end =
        range.end == range.start ? start : offset(of: range.end, in: table, encoding: encoding, clamps: &clamps)
      if end < start {
        clamps.append(Clamp(requested: range.end, used: range.start))
        swap(&start, &end)
      }
      bytes.replaceSubrange(start..<end, with: change.text.utf8)
    }
    return (String(decoding: bytes, as: UTF8.self), clamps)
  }

  /// The UTF-8 offset of `position`, recording a clamp when the position is not exact.
  static func offset(
    of position: Position,
    in table: LineTable,
    encoding: ColumnEncoding,
    clamps: inout [Clamp]
  ) -> Int {
    let requested = LineColumn(line: position.line, column: position.character)
    let offset = table.offset(of: requested, encoding: encoding)
    let used = table.position(of: offset, encoding: encoding)
    if used != requested {
      clamps.append(Clamp(requested: position, used: Position(line: used.line, character: used.column)))
    }
    return offset
  }
}
