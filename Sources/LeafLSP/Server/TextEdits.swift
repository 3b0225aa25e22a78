import ContractModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Applies LSP content changes to a document's text, counting columns in the negotiated
/// encoding.
///
/// Positions are converted against the text as it is before each change (each change of a
/// `didChange` applies to the result of the previous one). A position outside the document,
/// past the end of its line, or inside a character (the second half of a surrogate pair in
/// UTF-16, a continuation byte in UTF-8) is clamped to the nearest valid place and reported,
/// never trapped on. A `\r\n` is never split: a column past the line's content stops before the
/// `\r`.
///
/// Built for the keystroke path: a position on an existing line is converted with a
/// ``LineTable`` of that line alone, and the new text is spliced from the old one without
/// decoding it again; ``applyReadingWholeText(_:to:encoding:)`` is the straightforward version
/// the tests hold it equal to.
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
    var text = text
    var clamps: [Clamp] = []
    for change in changes {
      guard let range = change.range else {
        text = change.text
        continue
      }
      var start = offset(of: range.start, in: text, encoding: encoding, clamps: &clamps)
      var end =
        range.end == range.start ? start : offset(of: range.end, in: text, encoding: encoding, clamps: &clamps)
      if end < start {
        clamps.append(Clamp(requested: range.end, used: range.start))
        swap(&start, &end)
      }
      text = splice(text, replacing: start..<end, with: change.text)
    }
    return (text, clamps)
  }

  /// `text` with the UTF-8 offsets `range` (on scalar boundaries) replaced by `replacement`.
  static func splice(_ text: String, replacing range: Range<Int>, with replacement: String) -> String {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let upper = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
    var result = ""
    result.reserveCapacity(utf8.count - range.count + replacement.utf8.count)
    result.append(contentsOf: text[..<lower])
    result.append(contentsOf: replacement)
    result.append(contentsOf: text[upper...])
    return result
  }

  /// The UTF-8 offset of `position` in `text`, recording a clamp when the position is not exact.
  /// A position on an existing line is converted with that line's table; any other falls back
  /// to the table of the whole text.
  private static func offset(
    of position: Position,
    in text: String,
    encoding: ColumnEncoding,
    clamps: inout [Clamp]
  ) -> Int {
    guard position.line >= 0, let line = lineBytes(position.line, in: text) else {
      return offset(of: position, in: LineTable(text), encoding: encoding, clamps: &clamps)
    }
    let inLine = LineTable(bytes: line.bytes)
    let requested = LineColumn(line: 0, column: position.character)
    let offset = inLine.offset(of: requested, encoding: encoding)
    let used = inLine.position(of: offset, encoding: encoding)
    if used != requested {
      clamps.append(Clamp(requested: position, used: Position(line: position.line, character: used.column)))
    }
    return line.start + offset
  }

  /// The bytes of line `line` of `text`, with its line break, and the offset where it starts;
  /// nil when there is no such line.
  private static func lineBytes(_ line: Int, in text: String) -> (start: Int, bytes: [UInt8])? {
    var text = text
    return text.withUTF8 { utf8 -> (start: Int, bytes: [UInt8])? in
      var start = 0
      for _ in 0..<line {
        guard let newline = nextNewline(in: utf8, from: start) else { return nil }
        start = newline + 1
      }
      let end = nextNewline(in: utf8, from: start).map { $0 + 1 } ?? utf8.count
      return (start, Array(UnsafeBufferPointer(rebasing: utf8[start..<end])))
    }
  }

  /// The offset of the first `\n` at or after `start`.
  private static func nextNewline(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard start < utf8.count, let base = utf8.baseAddress,
      let found = memchr(base + start, Int32(UInt8(ascii: "\n")), utf8.count - start)
    else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  /// The UTF-8 offset of `position`, recording a clamp when the position is not exact.
  static func offset(
    of position: Position,
    in table: some LineIndex,
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

  /// The straightforward version of ``apply(_:to:encoding:)``: a table of the whole text per
  /// change, the result decoded from bytes. Kept for the tests that hold the two equal, and used
  /// for a text with lone CRs (`breakingAtLoneCarriageReturns`).
  ///
  /// With `breakingAtLoneCarriageReturns`, a lone `\r` ends a line, as LSP counts lines (`\n`,
  /// `\r\n` and `\r`): positions are converted with the table of the text with each lone CR
  /// read as LF (see ``LoneCarriageReturns``; every offset the same), and each change is made to
  /// the text itself.
  static func applyReadingWholeText(
    _ changes: [TextDocumentContentChangeEvent],
    to text: String,
    encoding: ColumnEncoding,
    breakingAtLoneCarriageReturns: Bool = false
  ) -> (text: String, clamps: [Clamp]) {
    var bytes = Array(text.utf8)
    var clamps: [Clamp] = []
    for change in changes {
      guard let range = change.range else {
        bytes = Array(change.text.utf8)
        continue
      }
      let table = LineTable(bytes: breakingAtLoneCarriageReturns ? LoneCarriageReturns.converted(bytes) : bytes)
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
}
