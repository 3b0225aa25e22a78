import Testing

@testable import ContractModel

/// The editor treats the action `Export` and the menu command `Export…` as one name (hover,
/// completion, definition, references, rename) and shows each as written.
@Suite("Editor: a menu command's trailing ellipsis")
struct MenuEllipsisEditorTests {
  static let marked = MarkedText(
    """
    Platforms: Mac
    OrderRow
    Meaning: one past order. Primary action: 1️⃣Export.
    Mac: table row; keyboard focus on row; 2️⃣Export in menu bar, ⇧⌘E
    Check: Mac: Order → 3️⃣Export… works with the keyboard alone.

    menu Order
      4️⃣Export…: ⇧⌘E

    """
  )

  static func workspace() -> ContractWorkspace {
    let workspace = ContractWorkspace()
    workspace.setDocument("A.contract", text: marked.text)
    return workspace
  }

  static func range(_ marker: String, _ text: String) -> SourceRange {
    let start = marked.offset(of: marker)
    return SourceRange(start: start, end: start + text.utf8.count)
  }

  @Test("Hover on the action lists its menu command as the menu writes it")
  func hover() {
    let hover = ContractHovers.hover(in: Self.workspace(), key: "A.contract", offset: Self.marked.offset(of: "2️⃣") + 1)
    #expect(hover?.markdown.contains("| Mac | ") == true)
    #expect(hover?.markdown.contains("Order → Export… ⇧⌘E") == true, "\(hover?.markdown ?? "")")
  }

  @Test("References of the action include the ellipsis command and the check naming it")
  func references() {
    let navigator = ContractNavigator(workspace: Self.workspace())
    let found = navigator.references(at: Self.marked.offset(of: "1️⃣"), in: "A.contract", includeDeclarations: true)
    #expect(
      found.map(\.range) == [
        Self.range("1️⃣", "Export"), Self.range("2️⃣", "Export"), Self.range("3️⃣", "Export…"),
        Self.range("4️⃣", "Export…"),
      ]
    )
  }

  @Test("The action in a path goes to its declaration; the check's reference to the command, ellipsis or not")
  func definition() {
    let navigator = ContractNavigator(workspace: Self.workspace())
    #expect(
      navigator.definition(at: Self.marked.offset(of: "3️⃣") + 1, in: "A.contract").map(\.range).contains(
        Self.range("4️⃣", "Export…")
      )
    )
    // `Order → Export` without the ellipsis names the command `Export…` too.
    let workspace = ContractWorkspace()
    workspace.setDocument("B.contract", text: Self.marked.text.replacing("Export… works", with: "Export works"))
    let command = Self.marked.offset(of: "4️⃣") - "…".utf8.count
    #expect(
      ContractNavigator(workspace: workspace).definition(at: Self.marked.offset(of: "3️⃣") + 1, in: "B.contract")
        .map(\.range).contains(SourceRange(start: command, end: command + "Export…".utf8.count))
    )
    #expect(
      navigator.definition(at: Self.marked.offset(of: "2️⃣") + 1, in: "A.contract").map(\.range)
        == [Self.range("1️⃣", "Export")]
    )
  }

  @Test("Rename changes the name and keeps each place's ellipsis as written")
  func rename() throws {
    let navigator = ContractNavigator(workspace: Self.workspace())
    for newName in ["Share", "Share…", "Share ..."] {
      let edits = try navigator.rename(at: Self.marked.offset(of: "2️⃣"), in: "A.contract", to: newName)
      var bytes = Array(Self.marked.text.utf8)
      for edit in edits.sorted(by: { $0.range > $1.range }) {
        bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.newText.utf8))
      }
      let renamed = String(decoding: bytes, as: UTF8.self)
      #expect(renamed == Self.marked.text.replacing("Export", with: "Share"), "\(newName)")
      let after = ContractWorkspace()
      after.setDocument("A.contract", text: renamed)
      #expect(after.diagnostics(for: "A.contract").filter { $0.severity == .error || $0.severity == .warning }.isEmpty)
    }
  }

  @Test("Completion names the command as written; a path naming it with its ellipsis is the action")
  func completion() {
    let complete = { (marked: String) -> [ContractCompletion] in
      let text = MarkedText(marked)
      let workspace = ContractWorkspace()
      workspace.setDocument("M.contract", text: "menu Order\n  Export…: ⇧⌘E\n")
      workspace.setDocument("Doc.contract", text: text.text)
      return ContractCompletions.items(in: workspace, key: "Doc.contract", offset: text.offset(of: "1️⃣"))
    }
    let check = complete("Row\nMeaning: x. Primary action: Export.\nCheck: Mac: Order → Exp1️⃣")
    #expect(check.map(\.label) == ["Export…"])
    let path = complete("Row\nMeaning: x. Primary action: Export.\nMac: Exp1️⃣")
    #expect(path.map(\.label).filter { $0.hasPrefix("Exp") } == ["Export"])
    // After the command's name as the menu writes it, the shortcuts for the action come first.
    let afterName = complete("Row\nMeaning: x. Primary action: Export.\nMac: Export… 1️⃣")
    #expect(afterName.first?.label == "⇧⌘E", "\(afterName.map(\.label))")
  }
}
