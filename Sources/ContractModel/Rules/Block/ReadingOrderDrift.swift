/// Lint: a platform's reading order, or the Mac column order, keeps the order of `Reading order`.
enum ReadingOrderDrift: BlockRule {
  static let descriptor = RuleDescriptor(
    .readingOrderDrift,
    .warning,
    "A platform's reading order differs from the shared one.",
    catalog: CatalogEntryName.readingOrderDrift
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for component in context.components where !component.readingOrder.isEmpty {
      let shared = component.readingOrder.map(\.folded)
      for platform in Platform.allCases {
        guard let items = component.platformReadingOrders[platform],
          let field = component.field(.platformReadingOrder(platform))
        else {
          continue
        }
        if let problem = drift(shared, items.map(\.folded), dropsAllowed: false) {
          result.append(
            diagnostic(
              "The \(platform) reading order of '\(component.name)' \(problem) (Reading order: "
                + "\(component.readingOrder.map(\.text).joined(separator: ", "))): keep the shared order, so "
                + "VoiceOver reads the parts the same way on every layout.",
              at: field.keyRange
            )
          )
        }
      }
      if !component.columns.isEmpty, component.paths[.mac] != nil, let field = component.field(.columns),
        let problem = drift(shared, component.columns.map(\.folded), dropsAllowed: true)
      {
        result.append(
          diagnostic(
            "The Mac columns of '\(component.name)' \(problem) (Reading order: "
              + "\(component.readingOrder.map(\.text).joined(separator: ", "))): order the columns as the reading "
              + "order, or change the reading order.",
            at: field.keyRange
          )
        )
      }
    }
    return result
  }

  /// How `other` drifts from `shared`, or nil when it keeps its order.
  static func drift(_ shared: [String], _ other: [String], dropsAllowed: Bool) -> String? {
    let common = other.filter { shared.contains($0) }
    let sharedCommon = shared.filter { common.contains($0) }
    if common != sharedCommon {
      return "puts \(common.joined(separator: ", ")) in another order"
    }
    if !dropsAllowed {
      let dropped = shared.filter { !other.contains($0) }
      if !dropped.isEmpty { return "leaves out \(dropped.joined(separator: ", "))" }
    }
    return nil
  }
}

extension RuleID {
  public static let readingOrderDrift: RuleID = "reading-order-drift"
}
