import Testing

@testable import ContractModel

/// What the workspace keeps for features between requests (the commands each app sees, an open
/// document's snapshot) follows every change that could make it wrong.
@Suite("Workspace: caches kept for features")
struct WorkspaceCachesTests {
  static func menu(app: String, _ commands: [String]) -> String {
    "App: \(app)\n\nmenu Edit\n" + commands.map { "  \($0): ⌘\($0.first!)\n" }.joined()
  }

  static func names(_ workspace: ContractWorkspace, _ app: String?) -> [String] {
    workspace.commandNames(seenFrom: app.map(ListItem.fold)).map(\.name)
  }

  @Test("The commands an app sees follow menus added, edited, moved to another app and removed")
  func commandNamesFollowTheMenus() {
    let workspace = ContractWorkspace()
    workspace.setDocument("a.contract", text: Self.menu(app: "Leaf", ["Reorder", "Archive"]))
    #expect(Self.names(workspace, "Leaf") == ["Archive", "Reorder"])
    #expect(Self.names(workspace, "Other").isEmpty)
    #expect(Self.names(workspace, nil) == ["Archive", "Reorder"], "a file without App sees every app")

    workspace.setDocument("b.contract", text: Self.menu(app: "Leaf", ["Delete"]))
    #expect(Self.names(workspace, "Leaf") == ["Archive", "Delete", "Reorder"])

    let text = Self.menu(app: "Leaf", ["Reorder", "Archive"])
    let offset = text.utf8.count - "Archive: ⌘A\n".utf8.count
    workspace.edit("a.contract", range: SourceRange(start: offset, end: offset + 7), newText: "Bookmark")
    #expect(Self.names(workspace, "Leaf") == ["Bookmark", "Delete", "Reorder"])

    workspace.setDocument("b.contract", text: Self.menu(app: "Other", ["Delete"]))
    #expect(Self.names(workspace, "Leaf") == ["Bookmark", "Reorder"])
    #expect(Self.names(workspace, "Other") == ["Delete"])

    workspace.removeDocument("a.contract")
    #expect(Self.names(workspace, "Leaf").isEmpty)
    #expect(Self.names(workspace, nil) == ["Delete"])
  }

  @Test("Typing in a component keeps the commands and gives the open document's new text")
  func snapshotFollowsEdits() {
    let workspace = ContractWorkspace()
    let text = Self.menu(app: "Leaf", ["Reorder"]) + "\nRow\nMeaning: a row.\n"
    workspace.setDocument("a.contract", text: text)
    #expect(workspace.document("a.contract")?.text == text)
    #expect(Self.names(workspace, "Leaf") == ["Reorder"])
    let end = text.utf8.count - 1
    #expect(workspace.document("a.contract")?.blocks.last?.model.content.component?.actions.isEmpty == true)
    workspace.edit("a.contract", range: SourceRange(start: end, end: end), newText: " Primary action: Open.")
    let edited = String(text.dropLast()) + " Primary action: Open.\n"
    #expect(workspace.document("a.contract")?.text == edited)
    #expect(workspace.document("a.contract")?.blocks.last?.model.content.component?.primaryActions == ["Open"])
    #expect(Self.names(workspace, "Leaf") == ["Reorder"])
  }

  @Test("A new configuration gives the open document's snapshot its platforms")
  func snapshotFollowsConfiguration() {
    var platforms: [Platform] = [.iPad, .mac]
    let workspace = ContractWorkspace { _ in
      var configuration = Configuration.defaults
      configuration.platforms = platforms
      return configuration
    }
    workspace.setDocument("a.contract", text: "Row\nMeaning: a row.\n")
    #expect(workspace.document("a.contract")?.targets == [.iPad, .mac])
    platforms = [.mac]
    workspace.invalidateAll()
    #expect(workspace.document("a.contract")?.targets == [.mac])
  }
}
