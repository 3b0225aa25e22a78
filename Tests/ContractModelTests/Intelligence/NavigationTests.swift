import Testing

@testable import ContractModel

/// Symbol occurrences, definition, references, highlights and rename, with exact ranges from markers.
@Suite("Navigation: definition, references, highlight, rename")
struct NavigationTests {
  /// A component whose paths use ⌘, ⌫, →, an emoji, and a menu referenced from a check.
  static let marked = MarkedText(
    """
    App: Shop

    1️⃣OrderRow
    Meaning: one past order 😀. Primary action: 2️⃣Reorder.
    0️⃣iPhone: row → details; 3️⃣Reorder button visible; 4️⃣Delete as swipe + custom action
    iPad: 5️⃣same + keyboard focus on row, context menu, 6️⃣⌘R
    Mac: table row; 7️⃣Reorder in menu bar and context menu, ⌘R; 🔟Delete ⌫
    Check: Mac: Order → 8️⃣Reorder works with the keyboard alone.

    menu Order
      9️⃣Reorder: ⌘R
      Delete: ⌘⌫

    """
  )

  static func workspace(_ extra: [(String, String)] = []) -> ContractWorkspace {
    let workspace = ContractWorkspace()
    workspace.setDocument("A.contract", text: marked.text)
    for (key, text) in extra { workspace.setDocument(key, text: text) }
    return workspace
  }

  static func range(_ marker: String, _ length: Int) -> SourceRange {
    let start = marked.offset(of: marker)
    return SourceRange(start: start, end: start + length)
  }

  @Test("An action in a path goes to its declaration in the Meaning sentence")
  func actionDefinition() {
    let navigator = ContractNavigator(workspace: Self.workspace())
    let locations = navigator.definition(at: Self.marked.offset(of: "7️⃣") + 3, in: "A.contract")
    #expect(locations == [DocumentLocation(document: "A.contract", range: Self.range("2️⃣", 7))])
  }

  @Test("An implicit action goes to its first implicit use")
  func implicitActionDefinition() {
    let navigator = ContractNavigator(workspace: Self.workspace())
    let locations = navigator.definition(at: Self.marked.offset(of: "🔟") + 1, in: "A.contract")
    #expect(locations == [DocumentLocation(document: "A.contract", range: Self.range("4️⃣", 6))])
  }

  @Test("Order → Reorder in a check goes to the menu command line, in another file too")
  func checkReferenceDefinition() {
    let navigator = ContractNavigator(workspace: Self.workspace([("B.contract", "menu Order\n  Reorder: ⌘R\n")]))
    let locations = navigator.definition(at: Self.marked.offset(of: "8️⃣"), in: "A.contract")
    #expect(
      locations == [
        DocumentLocation(document: "A.contract", range: Self.range("9️⃣", 7)),
        DocumentLocation(document: "B.contract", range: SourceRange(start: 13, end: 20)),
      ]
    )
  }

  @Test("same goes to the line it inherits")
  func sameDefinition() {
    let navigator = ContractNavigator(workspace: Self.workspace())
    let locations = navigator.definition(at: Self.marked.offset(of: "5️⃣") + 2, in: "A.contract")
    let start = Self.marked.offset(of: "0️⃣")
    let end = Self.marked.offset(of: "5️⃣") - "iPad: ".utf8.count - 1
    #expect(locations == [DocumentLocation(document: "A.contract", range: SourceRange(start: start, end: end))])
  }

  @Test("A See entry goes to its catalog block; an unknown position has no definition")
  func catalogDefinition() {
    let text = MarkedText("Row\nSee: 1️⃣Team Thing\nMeaning: x.\n\ncatalog 2️⃣Team Thing\nSummary: s\n")
    let workspace = ContractWorkspace()
    workspace.setDocument("C.contract", text: text.text)
    let navigator = ContractNavigator(workspace: workspace)
    let start = text.offset(of: "2️⃣")
    #expect(
      navigator.definition(at: text.offset(of: "1️⃣") + 1, in: "C.contract")
        == [DocumentLocation(document: "C.contract", range: SourceRange(start: start, end: start + 10))]
    )
    #expect(navigator.definition(at: text.offset(of: "1️⃣") - 2, in: "C.contract").isEmpty)
  }

  @Test("References of an action: declaration, subjects, check reference and menu command; not inherited copies")
  func actionReferences() {
    let navigator = ContractNavigator(workspace: Self.workspace())
    let found = navigator.references(at: Self.marked.offset(of: "3️⃣"), in: "A.contract", includeDeclarations: true)
    #expect(
      found.map(\.range) == [
        Self.range("2️⃣", 7), Self.range("3️⃣", 7), Self.range("7️⃣", 7), Self.range("8️⃣", 7), Self.range("9️⃣", 7),
      ]
    )
    let withoutDeclarations = navigator.references(
      at: Self.marked.offset(of: "3️⃣"),
      in: "A.contract",
      includeDeclarations: false
    )
    #expect(withoutDeclarations.map(\.range) == [Self.range("3️⃣", 7), Self.range("7️⃣", 7), Self.range("8️⃣", 7)])
  }

  @Test("References of a shortcut: every binding in the workspace")
  func shortcutReferences() {
    let navigator = ContractNavigator(workspace: Self.workspace([("B.contract", "Cart\nMeaning: x.\nMac: Buy ⌘R\n")]))
    let found = navigator.references(at: Self.marked.offset(of: "6️⃣") + 1, in: "A.contract", includeDeclarations: true)
    #expect(found.map(\.document) == ["A.contract", "A.contract", "A.contract", "B.contract"])
    #expect(found.first?.range == Self.range("6️⃣", "⌘R".utf8.count))
  }

  @Test("Highlights stay in the document; the role tells declarations from references")
  func highlights() {
    let navigator = ContractNavigator(workspace: Self.workspace([("B.contract", "menu Order\n  Reorder: ⌘R\n")]))
    let found = navigator.highlights(at: Self.marked.offset(of: "9️⃣"), in: "A.contract")
    #expect(found.map(\.range).count == 5)
    #expect(found.map(\.role) == [.declaration, .reference, .reference, .reference, .declaration])
    #expect(navigator.highlights(at: 0, in: "A.contract").isEmpty)
  }

  @Test("Rename an action across the workspace: every whole name, nothing else")
  func renameAction() throws {
    let workspace = Self.workspace([("B.contract", "menu Order\n  Reorder: ⌘R\n")])
    let navigator = ContractNavigator(workspace: workspace)
    #expect(navigator.prepareRename(at: Self.marked.offset(of: "3️⃣"), in: "A.contract")?.placeholder == "Reorder")
    let edits = try navigator.rename(at: Self.marked.offset(of: "3️⃣"), in: "A.contract", to: " Order Again ")
    #expect(edits.filter { $0.document == "A.contract" }.count == 5)
    #expect(edits.filter { $0.document == "B.contract" }.map(\.range) == [SourceRange(start: 13, end: 20)])
    #expect(edits.allSatisfy { $0.newText == "Order Again" })
    // Applying the edits keeps every other byte and the renamed action is read back everywhere.
    var bytes = Array(Self.marked.text.utf8)
    for edit in edits.filter({ $0.document == "A.contract" }).sorted(by: { $0.range > $1.range }) {
      bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.newText.utf8))
    }
    let renamed = String(decoding: bytes, as: UTF8.self)
    #expect(renamed == Self.marked.text.replacingAll("Reorder", with: "Order Again"))
  }

  @Test("Rename a component; refuse invalid names and symbols that cannot be renamed")
  func renameComponentAndRefusals() throws {
    let navigator = ContractNavigator(workspace: Self.workspace())
    let edits = try navigator.rename(at: Self.marked.offset(of: "1️⃣") + 2, in: "A.contract", to: "PastOrder")
    #expect(edits.map(\.range) == [Self.range("1️⃣", 8)])
    #expect(throws: RenameRefusal.self) {
      try navigator.rename(at: Self.marked.offset(of: "1️⃣"), in: "A.contract", to: "Past Order")
    }
    #expect(throws: RenameRefusal.self) {
      try navigator.rename(at: Self.marked.offset(of: "3️⃣"), in: "A.contract", to: "Re;order")
    }
    #expect(throws: RenameRefusal.self) {
      try navigator.rename(at: Self.marked.offset(of: "3️⃣"), in: "A.contract", to: "reorder")
    }
    #expect(throws: RenameRefusal.self) {
      try navigator.rename(at: Self.marked.offset(of: "3️⃣"), in: "A.contract", to: "Save and Close")
    }
    #expect(throws: RenameRefusal.self) {
      try navigator.rename(at: Self.marked.offset(of: "1️⃣"), in: "A.contract", to: "menu")
    }
    #expect(try navigator.rename(at: Self.marked.offset(of: "1️⃣"), in: "A.contract", to: "Bestellung_注文").count == 1)
    #expect(throws: RenameRefusal.self) {
      try navigator.rename(at: Self.marked.offset(of: "6️⃣"), in: "A.contract", to: "⌘T")
    }
    #expect(navigator.prepareRename(at: Self.marked.offset(of: "6️⃣"), in: "A.contract") == nil)
  }

  @Test("Occurrences with CRLF line ends keep exact ranges")
  func crlf() {
    let text = MarkedText("Row\r\nActions: 1️⃣Share\r\nMac: 2️⃣Share with ⌃⌥S\r\n")
    let document = ContractDocument(key: "k", text: text.text)
    let actions = document.symbolOccurrences().filter { $0.symbol == .action("share") }
    let first = text.offset(of: "1️⃣")
    let second = text.offset(of: "2️⃣")
    #expect(
      actions.map(\.range) == [SourceRange(start: first, end: first + 5), SourceRange(start: second, end: second + 5)]
    )
  }
}

extension String {
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
