/// A span of text that opens an address.
public struct CatalogLink: Sendable, Hashable {
  /// Where it is written.
  public var range: SourceRange
  /// The address it opens.
  public var target: String
  /// What the address is, for a tooltip.
  public var tooltip: String
}

extension ContractDocument {
  /// Links: each team catalog entry's `Link:` value (when it is an address with a scheme), and each `See:`
  /// item naming a built-in entry (its doc page) or a team entry with a `Link`.
  ///
  /// `teamLinks` maps folded team entry names of the workspace to their `Link` values.
  public func catalogLinks(teamLinks: [String: String] = [:]) -> [CatalogLink] {
    var result: [CatalogLink] = []
    for placed in blocks {
      let content = placed.model.content
      if let entry = content.catalogEntry, let field = entry.link, Self.isAddress(field.value) {
        let range = placed.absolute(field.valueRange)
        result.append(CatalogLink(range: range, target: field.value, tooltip: "Open \(entry.name)"))
      }
      let seeItems = (content.header?.see ?? []) + (content.component?.see ?? []) + (content.catalogEntry?.see ?? [])
      for item in seeItems {
        let range = placed.absolute(item.range)
        if let entry = BuiltInCatalog.entry(named: item.text) {
          result.append(CatalogLink(range: range, target: entry.link, tooltip: "\(entry.name): \(entry.summary)"))
        } else if let link = teamLinks[item.folded], Self.isAddress(link) {
          result.append(CatalogLink(range: range, target: link, tooltip: "Open \(item.text)"))
        }
      }
    }
    return result.sorted { $0.range < $1.range }
  }

  /// The `Link` values of this document's team entries, by folded name.
  public var teamCatalogLinks: [String: String] {
    var result: [String: String] = [:]
    for entry in catalogEntries.map(\.value) {
      if let link = entry.link?.value, !link.isEmpty { result[ListItem.fold(entry.name)] = link }
    }
    return result
  }

  /// Whether `text` is an address with a scheme (`https://…`, `file:///…`, `mailto:…`) and no blank.
  static func isAddress(_ text: String) -> Bool {
    guard !text.contains(" "), let colon = text.firstIndex(of: ":") else { return false }
    let scheme = text[..<colon]
    guard let first = scheme.first, first.isLetter, text.index(after: colon) < text.endIndex else { return false }
    return scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
  }
}
