import SwiftSource

/// Drift: the contract says one thing and the app's code another. A component is tied to its
/// code by `Code:` (or a view type named like it); a `menu` block to the code's menu of the same
/// title. Each finding names the contract's place and, as related information, the code's.
///
/// Precision first: nothing when the code is not read, when no type ties to the component, or
/// when what the code lacks could be written in a way that is not read (see ``ActionDrift``,
/// ``MenuDrift``, ``TableDrift``).
enum ContractDrift: Rule {
  static let descriptor = RuleDescriptor(
    .contractDrift,
    .warning,
    "The contract and the app's code disagree: a menu command, shortcut, way or Mac table.",
    catalog: CatalogEntryName.platformInteractionContract,
    scope: .workspace
  )

  /// The drift of the block of `context` from `code`.
  static func check(_ context: BlockContext, code: AppCode) -> [Diagnostic] {
    guard !code.isEmpty else { return [] }
    var result: [Diagnostic] = []
    for component in context.components {
      guard let tie = CodeTie(component, code: code) else { continue }
      result += ActionDrift.findings(component, tie: tie, context: context, code: code)
      if let table = TableDrift.finding(component, tie: tie, code: code) { result.append(table) }
    }
    for menu in context.menus {
      result += MenuDrift.findings(menu, context: context, code: code)
    }
    return result
  }
}

extension RuleID {
  public static let contractDrift: RuleID = "contract-drift"
}
