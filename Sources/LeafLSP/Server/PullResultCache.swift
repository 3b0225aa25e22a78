/// Result ids for pull diagnostics.
///
/// A URI keeps its result id while its diagnostics stay the same, and gets a new one when they
/// change; a request whose previous result id is the current one is answered `unchanged`.
/// Ids are numbers unique within the server's life, so an id never comes back with other
/// content.
struct PullResultCache {
  private var reports: [String: (id: String, items: [LSPDiagnostic])] = [:]
  private var counter = 0

  /// The result id of `items` for `uri`: the current one if the items are unchanged, else a
  /// new one.
  mutating func resultID(for uri: String, items: [LSPDiagnostic]) -> String {
    if let report = reports[uri], report.items == items { return report.id }
    counter += 1
    let id = String(counter)
    reports[uri] = (id, items)
    return id
  }

  /// The items last reported for `uri`.
  func lastItems(for uri: String) -> [LSPDiagnostic]? {
    reports[uri]?.items
  }
}
