/// What a document contributes to the workspace facts: when it changes, other documents are re-read.
struct FactsSignature: Hashable {
  var menus: [[String]]
  var catalogEntries: [String]

  static let empty = FactsSignature(menus: [], catalogEntries: [])

  init(menus: [[String]], catalogEntries: [String]) {
    self.menus = menus
    self.catalogEntries = catalogEntries
  }

  init(_ document: ContractDocument) {
    menus = document.menus.map {
      [$0.title, document.app ?? ""] + $0.commands.map { "\($0.name)|\($0.shortcut?.text ?? "")" }
    }
    catalogEntries = document.catalogEntries.map(\.name)
  }
}
