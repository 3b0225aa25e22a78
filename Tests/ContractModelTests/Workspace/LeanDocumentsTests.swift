import Foundation
import Testing

@testable import ContractModel

/// A workspace that lets go of the models of closed files answers exactly what one that keeps
/// them answers: diagnostics, documents, bindings and facts, across edits and menu changes.
@Suite("Workspace: lean documents")
struct LeanDocumentsTests {
  /// A menu and a catalog entry that the other files' rules read.
  static let menus = IncrementalFindingsTests.menus

  static let rows = """
    App: Leaf
    Platforms: iPhone, iPad, Mac

    OrderRow
    Meaning: an order 🧾.
    iPhone: swipe; Show Details with a tap
    iPad: same + keyboard focus, ⌘I
    Mac: Share button, ⌘I\r
    # leaf-ignore: mac-voiceover-untested checked by hand

    ItemRow
    Meaning: an item.
    iPhone: Delete button
    iPad: same + keyboard focus, ⌘I
    Mac: Delete button, ⌘I

    """

  static let other = """
    App: Leaf
    Platforms: Mac

    Sidebar
    Meaning: sections.
    Mac: outline; reorder with ⌥⌘↑
    """

  static let files = [("menus.contract", menus), ("rows.contract", rows), ("other.contract", other)]

  /// Where two workspaces' answers part: diagnostics, documents, bindings and facts.
  static func differences(_ lean: ContractWorkspace, _ whole: ContractWorkspace) -> [String] {
    var found: [String] = []
    if lean.documentKeys != whole.documentKeys { found.append("keys") }
    for key in whole.documentKeys {
      if lean.diagnostics(for: key) != whole.diagnostics(for: key) { found.append("\(key) diagnostics") }
      if lean.lines(key)?.bytes != whole.lines(key)?.bytes || lean.lines(key)?.lineCount != whole.lines(key)?.lineCount
        || (0..<(whole.lines(key)?.lineCount ?? 0)).contains(where: {
          lean.lines(key)?.startOfLine($0) != whole.lines(key)?.startOfLine($0)
        })
      {
        found.append("\(key) lines")
      }
      if let left = lean.document(key), let right = whole.document(key) {
        found += IncrementalReadingTests.differences(left, right).map { "\(key): \($0)" }
      }
    }
    if lean.bindings.mapValues(Set.init) != whole.bindings.mapValues(Set.init) { found.append("bindings") }
    if lean.sortedCommandKeys != whole.sortedCommandKeys { found.append("commands") }
    if lean.workspaceFacts.teamCatalogEntries != whole.workspaceFacts.teamCatalogEntries { found.append("catalog") }
    return found
  }

  @Test("Closed files kept lean answer what a workspace of whole models answers")
  func leanAnswersAgree() {
    let whole = ContractWorkspace()
    whole.setDocuments(Self.files)
    let lean = ContractWorkspace()
    lean.setDocuments(Self.files, keepingModels: false)
    #expect(Self.files.allSatisfy { lean.isLeanForTesting($0.0) })
    #expect(Self.differences(lean, whole).isEmpty, "\(Self.differences(lean, whole))")
  }

  @Test("Opening a lean file holds it whole; edits, menu changes and release keep the answers in step")
  func editsAndReleaseAgree() {
    let whole = ContractWorkspace()
    whole.setDocuments(Self.files)
    let lean = ContractWorkspace()
    lean.setDocuments(Self.files, keepingModels: false)
    lean.setDocument("rows.contract", text: Self.rows)
    #expect(!lean.isLeanForTesting("rows.contract"))
    #expect(Self.differences(lean, whole).isEmpty, "\(Self.differences(lean, whole))")
    let edits = [
      ("rows.contract", Self.rows.replacingOccurrences(of: "an item.", with: "an item, typed ⌘.")),
      ("menus.contract", Self.menus.replacingOccurrences(of: "Show Details", with: "Share")),
      ("other.contract", Self.other + "\nOutline\nMeaning: x.\nMac: Reorder with ⌘R\n"),
    ]
    for (key, text) in edits {
      whole.setDocument(key, text: text)
      lean.setDocument(key, text: text)
      lean.release(key)
      #expect(lean.isLeanForTesting(key))
      #expect(Self.differences(lean, whole).isEmpty, "after editing \(key): \(Self.differences(lean, whole))")
    }
    lean.removeDocument("menus.contract")
    whole.removeDocument("menus.contract")
    #expect(Self.differences(lean, whole).isEmpty, "\(Self.differences(lean, whole))")
  }
}
