import SwiftSource

/// The Swift types a component is tied to, and the code that counts as the component's.
///
/// A component names its types in `Code:`; without it, a view type named like it (blanks left
/// out) or with a `View` suffix (`OrderRow`, `OrderRowView`): a model type `Order` is not the
/// code of a component `Order`. Its code is those types and the types
/// that host them (whose bodies use them, or list rows of them): a row's context menu is often
/// written where the list makes the row.
struct CodeTie {
  /// The tied types' qualified names, in the order found.
  let types: [String]
  /// The tied types and their hosts.
  let scope: Set<String>
  /// The `Code` item each tied type was found by (nil for a tie by name).
  let writtenRange: SourceRange?

  /// The tie of `component` in `code`, or nil when no type of its `Code:` (or, without one, of
  /// its name) is declared.
  init?(_ component: Component, code: AppCode) {
    let byName = component.codeTypes.isEmpty
    let name = component.name.filter { $0 != " " && $0 != "\t" }
    let names = byName ? [name, name + "View"] : component.codeTypes.map(\.text)
    var types: [String] = []
    for name in names {
      for type in code.resolve(name) where !types.contains(type) && (!byName || code.isViewType(type)) {
        types.append(type)
      }
    }
    guard !types.isEmpty else { return nil }
    self.types = types
    var scope = Set(types)
    for type in types { scope.formUnion(code.hosts[type] ?? []) }
    self.scope = scope
    writtenRange = component.codeTypes.first?.range
  }

  /// The tied types' simple names, for messages: `OrderRow`, `OrderRow and OrdersView`.
  var names: String {
    let simple = types.map(AppCode.simpleName)
    return simple.count <= 1 ? simple.joined() : simple.dropLast().joined(separator: ", ") + " and " + simple.last!
  }

  /// The first declaration of the first tied type: where a finding with no better code place points.
  func declaration(in code: AppCode) -> SwiftTypeFact? {
    types.lazy.compactMap { code.declarations[$0]?.first { $0.kind != .extension } ?? code.declarations[$0]?.first }
      .first
  }
}
