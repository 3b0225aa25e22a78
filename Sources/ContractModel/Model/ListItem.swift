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
    ASCIIWords.fold(text) ?? foldByCharacters(text)
  }

  /// ``fold(_:)`` by Unicode lower-casing and Characters: the reference, and the way for non-ASCII
  /// text.
  static func foldByCharacters(_ text: String) -> String {
    var folded = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    if folded.count > 1, folded.hasSuffix("…") {
      folded.removeLast()
      if folded.last == " " { folded.removeLast() }
    } else if folded.count > 3, folded.hasSuffix("...") {
      folded.removeLast(3)
      if folded.last == " " { folded.removeLast() }
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
