import Testing

@testable import ContractModel

/// Removing a document (an unsaved one closed, a file deleted) takes all its blocks out of the
/// indexes at once: the workspace after equals one that never had the document, no index names
/// it, and what the others found about it (a duplicate name, a shortcut conflict) goes.
@Suite("Workspace: removing a document")
struct DocumentRemovalTests {
  typealias Fresh = IncrementalEqualsFreshTests

  /// What the workspace's indexes hold about document `key`, as text: nothing once it is gone.
  static func mentions(of key: String, in workspace: ContractWorkspace) -> [String] {
    var found: [String] = []
    for fact in workspace.readers.facts(readBy: key) { found.append("readers of \(fact)") }
    for (binding, bucket) in workspace.bindingIndex where bucket.members.contains(where: { $0.document == key }) {
      found.append("bindings of \(binding)")
    }
    for (name, declarations) in workspace.componentIndex where declarations.contains(where: { $0.document == key }) {
      found.append("components named \(name)")
    }
    let facts = workspace.facts
    for (name, commands) in facts.commands where commands.contains(where: { $0.document == key }) {
      found.append("commands named \(name)")
    }
    for (title, menus) in facts.menus where menus.contains(where: { $0.document == key }) {
      found.append("menus titled \(title)")
    }
    if facts.teamCatalog.contains(where: { $0.document == key }) { found.append("catalog") }
    if workspace.documentsByApp.values.contains(where: { $0.contains(key) }) { found.append("documents by app") }
    if workspace.staleModels[key] != nil { found.append("stale models") }
    if !workspace.pendingDelta.isEmpty || !workspace.pendingChanges.isEmpty { found.append("pending changes") }
    return found
  }

  @Test(
    "Removing any document leaves a workspace that never had it, and no index names it",
    arguments: Fresh.Keeping.allCases
  )
  func removingEqualsNeverHaving(keeping: Fresh.Keeping) {
    for key in Fresh.files.keys.sorted() {
      let workspace = Fresh.workspace(Fresh.files, keeping: keeping, open: key)
      // Every finding made, so that the readers index holds what each read.
      _ = Fresh.answers(workspace)
      workspace.removeDocument(key)
      var texts = Fresh.files
      texts[key] = nil
      #expect(Fresh.difference(workspace, texts) == nil, "\(key) removed (\(keeping))")
      #expect(Self.mentions(of: key, in: workspace).isEmpty, "\(key) removed (\(keeping))")
      // The others still follow what changes: the document back, then an edit of another.
      workspace.setDocument(key, text: Fresh.files[key]!)
      #expect(Fresh.difference(workspace, Fresh.files) == nil, "\(key) added back (\(keeping))")
      let other = Fresh.files.keys.sorted().first { $0 != key }!
      texts = Fresh.files
      texts[other] = Fresh.files[other]! + "\nOrderRow\nMeaning: again.\nMac: Reorder ⌘R; Archive ⌘A\n"
      workspace.setDocument(other, text: texts[other]!)
      #expect(Fresh.difference(workspace, texts) == nil, "\(other) edited after (\(keeping))")
    }
  }

  /// A document of `count` rows (enough to be freed off the thread) with a row named as one of
  /// `A.contract` and a shortcut bound there too.
  static func large(rows count: Int) -> String {
    "App: Leaf\nPlatforms: iPad, Mac\n\n"
      + (0..<count).map { "Row\($0)\nMeaning: row \($0).\n\n" }.joined()
      + "OrderRow\nMeaning: the same name as a row of A. Primary action: Pack.\nMac: table row; Pack ⌘Y\n"
  }

  @Test("A large document's duplicate name and shortcut conflict leave the others' findings when it is removed")
  func largeDocumentLeavesTheOthersFindings() {
    let texts = Fresh.files.filter { $0.key == "A.contract" || $0.key == "D.contract" }
    let workspace = Fresh.workspace(texts, keeping: .mixed, open: "A.contract")
    let rules = { (key: String) in Set(workspace.diagnostics(for: key).map(\.rule)) }
    let before = rules("A.contract")
    workspace.setDocument("big.contract", text: Self.large(rows: BackgroundRelease.blockThreshold + 10))
    let related = workspace.diagnostics(for: "A.contract").filter {
      $0.related.contains { $0.location.document == "big.contract" }
    }
    #expect(Set(related.map(\.rule)).isSuperset(of: ["duplicate-component", "shortcut-conflict"]))
    workspace.removeDocument("big.contract")
    #expect(rules("A.contract") == before)
    #expect(Fresh.difference(workspace, texts) == nil)
    #expect(Self.mentions(of: "big.contract", in: workspace).isEmpty)
  }

  @Test(
    "A document read off the thread while another is removed equals a fresh one, the change log kept or started again",
    arguments: [100_000, 10]
  )
  func readOffThreadWhileAnotherIsRemoved(logLimit: Int) {
    for key in Fresh.files.keys.sorted() {
      for other in Fresh.files.keys.sorted() where other != key {
        let workspace = Fresh.workspace(Fresh.files, keeping: .mixed, open: key)
        workspace.factLogLimit = logLimit
        _ = Fresh.answers(workspace)
        var texts = Fresh.files
        texts[key] = Fresh.files[key]! + "\nExtraRow\nMeaning: one more. Primary action: Reorder.\nMac: Reorder ⌘R\n"
        let request = workspace.documentRequest(key, text: texts[key]!)
        workspace.removeDocument(other)
        texts[other] = nil
        workspace.apply(ContractWorkspace.prepare(request))
        #expect(Fresh.difference(workspace, texts) == nil, "\(key) read while \(other) was removed")
      }
    }
  }

  @Test("A document stored from off the thread in place of a large one leaves nothing of it in the indexes")
  func storingInPlaceOfALargeDocument() {
    let workspace = Fresh.workspace(Fresh.files, keeping: .mixed, open: "A.contract")
    workspace.setDocument("big.contract", text: Self.large(rows: BackgroundRelease.blockThreshold + 10))
    _ = Fresh.answers(workspace)
    var texts = Fresh.files
    texts["big.contract"] = "App: Leaf\n\nSmallRow\nMeaning: what is left.\n"
    workspace.apply(ContractWorkspace.prepare(workspace.documentRequest("big.contract", text: texts["big.contract"]!)))
    #expect(Fresh.difference(workspace, texts) == nil)
  }
}
