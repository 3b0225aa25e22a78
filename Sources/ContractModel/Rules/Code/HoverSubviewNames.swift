import SwiftSource

extension HoverOnlyInformation {
  /// The names the visible texts of each view type show (`file`, `url` and `path` for
  /// `Text(file.url.path)`; a literal's interpolations, never its words), and the names the
  /// computed properties they show are computed from (``SwiftVisibleText/computedFrom``: `order`
  /// and `total` for `Text(formattedTotal)` with `var formattedTotal: String { order.total.formatted() }`),
  /// read once per type for one check. Texts that only hover shows (under an `.onHover` state)
  /// are not counted.
  struct SubviewNames {
    let facts: SwiftWorkspaceFacts
    /// The byte ranges, per file, of the texts that `.onHover` shows.
    let hoverShown: [String: Set<Range<Int>>]
    private var byType: [String: Set<String>] = [:]

    init(facts: SwiftWorkspaceFacts) {
      self.facts = facts
      var hoverShown: [String: Set<Range<Int>>] = [:]
      for hover in facts.hoverTexts where !hover.shownTexts.isEmpty {
        hoverShown[hover.location.path, default: []].formUnion(hover.shownTexts.map(\.range))
      }
      self.hoverShown = hoverShown
    }

    /// The names the visible texts of the type `type` (by any name it answers to) show.
    mutating func names(of type: String) -> Set<String> {
      if let names = byType[type] { return names }
      var names = Set<String>()
      for position in facts.visibleTextsByType[type] ?? [] {
        let visible = facts.visibleTexts[position]
        if hoverShown[visible.location.path]?.contains(visible.text.range) == true { continue }
        let expressions = visible.text.source == .expression ? [visible.text.text] : visible.text.interpolations
        for expression in expressions { names.formUnion(Self.identifiers(expression)) }
        names.formUnion(visible.computedFrom)
      }
      byType[type] = names
      return names
    }

    /// The identifiers written in `expression`.
    static func identifiers(_ expression: String) -> [String] {
      var result: [String] = []
      var current = String.UnicodeScalarView()
      for scalar in expression.unicodeScalars {
        if scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
          current.append(scalar)
          continue
        }
        if let first = current.first, !("0"..."9").contains(first) { result.append(String(current)) }
        current = String.UnicodeScalarView()
      }
      if let first = current.first, !("0"..."9").contains(first) { result.append(String(current)) }
      return result
    }
  }
}
