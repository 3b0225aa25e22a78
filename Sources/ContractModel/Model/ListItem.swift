/// One item of a comma list (`Columns`, `Hover`, `Reading order`, `See`, …).
public struct ListItem: Sendable, Hashable {
  /// The item's text, trimmed.
  public var text: String
  /// Where it is written.
  public var range: SourceRange

  /// The text folded for comparison: lower case, inner blanks collapsed, without a trailing
  /// ellipsis.
  public var folded: String { ListItem.fold(text) }

  /// `text` folded for comparison: lower case, leading and trailing blanks dropped, inner blanks
  /// collapsed, and a trailing ellipsis (`…` or `...`, with or without a blank before it) dropped,
  /// as menu items end in one (`Export…`): an action `Export` and a command `Export…` are one
  /// name, for every rule and index that matches names. Text that is only an ellipsis keeps it.
  static func fold(_ text: String) -> String {
    ASCIIWords.fold(text).map(withoutTrailingEllipsis) ?? foldByCharacters(text)
  }

  /// Folded text without a trailing `…` or `...` and the blank before it; as it is when nothing
  /// else would be left.
  static func withoutTrailingEllipsis(_ folded: String) -> String {
    let bytes = folded.utf8
    // `…` is E2 80 A6 in UTF-8: either ellipsis ends in a byte no other folded name ends in often.
    guard let last = bytes.last, last == UInt8(ascii: ".") || last == 0xA6, bytes.count > 3 else { return folded }
    let tail = bytes.suffix(3)
    guard tail.elementsEqual("...".utf8) || tail.elementsEqual("…".utf8) else { return folded }
    var kept = bytes.dropLast(3)
    if kept.last == UInt8(ascii: " ") { kept = kept.dropLast() }
    return String(decoding: kept, as: UTF8.self)
  }

  /// ``fold(_:)`` by Unicode lower-casing and Characters: the reference, and the way for non-ASCII
  /// text.
  static func foldByCharacters(_ text: String) -> String {
    var folded = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    for ellipsis in ["…", "..."] where folded.hasSuffix(ellipsis) && folded.count > ellipsis.count {
      folded.removeLast(ellipsis.count)
      if folded.last == " " { folded.removeLast() }
      break
    }
    return folded
  }

  /// Splits a field's value at commas; empty items are dropped.
  static func items(of field: FieldSyntax) -> [ListItem] {
    items(of: field, in: 0..<field.value.utf8.count)
  }

  /// Splits part of a field's value (`range` in UTF-8 offsets of the value) at commas.
  static func items(of field: FieldSyntax, in range: Range<Int>) -> [ListItem] {
    let bytes = Array(field.value.utf8)
    var items: [ListItem] = []
    var start = range.lowerBound
    var index = range.lowerBound
    func flush(_ end: Int) {
      var lower = start
      var upper = end
      while lower < upper, bytes[lower] == UInt8(ascii: " ") { lower += 1 }
      while upper > lower, bytes[upper - 1] == UInt8(ascii: " ") || bytes[upper - 1] == UInt8(ascii: ".") {
        upper -= 1
      }
      guard lower < upper else { return }
      items.append(
        ListItem(
          text: String(decoding: bytes[lower..<upper], as: UTF8.self),
          range: field.sourceRange(forValueRange: lower..<upper)
        )
      )
    }
    while index < range.upperBound {
      if bytes[index] == UInt8(ascii: ",") {
        flush(index)
        start = index + 1
      }
      index += 1
    }
    flush(range.upperBound)
    return items
  }
}
