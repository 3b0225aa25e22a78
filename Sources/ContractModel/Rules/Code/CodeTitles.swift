import SwiftSource

/// How rules on code compare and name titles and places.
enum CodeTitles {
  /// What makes two titles the same command: the text the user reads (localized when a table has
  /// the key), folded, without a trailing ellipsis; an expression by its source text. Nil for no
  /// title or an empty one.
  static func key(_ text: SwiftText?) -> String? {
    guard let text else { return nil }
    if text.source == .expression { return "<" + text.text + ">" }
    return key(folding: text.displayText)
  }

  /// ``key(_:)`` of a text the user reads, `written`: folded, without a trailing ellipsis; nil when
  /// that leaves nothing.
  static func key(folding written: String) -> String? {
    var folded = ListItem.fold(written)
    while folded.hasSuffix("…") || folded.hasSuffix(".") { folded.removeLast() }
    while folded.hasSuffix(" ") { folded.removeLast() }
    return folded.isEmpty ? nil : folded
  }

  /// The simple name of a qualified type name (`Row` for `OrdersView.Row`).
  static func simpleName(_ qualified: String?) -> String? {
    qualified.map { name in name.split(separator: ".").last.map(String.init) ?? name }
  }

  /// The file name of a path.
  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// Where a view's code is, as messages name it: its type, else its file.
  static func place(type: String?, path: String) -> String {
    simpleName(type) ?? fileName(path)
  }

  /// A menu command's place as messages name it: `Order → Reorder`, `File → Export → PDF`. A menu
  /// with no title (an inline `UIMenu(title: "", options: .displayInline)`, whose items stand in the
  /// menu around it: found in Home Assistant, docs/real-code.md) is not named.
  static func commandLabel(_ context: SwiftMenuContext, title: SwiftText?) -> String {
    let menus = ([context.menuTitle].compactMap { $0 } + context.submenus.map(\.shownText)).filter {
      !$0.trimmingBlanks().isEmpty
    }
    return (menus + [title?.shownText ?? "(untitled item)"]).joined(separator: " → ")
  }
}
