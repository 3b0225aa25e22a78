import Foundation
import Testing

@testable import ContractModel

/// A workspace given a text source (`check`'s) lets a component's text go once it is read and
/// checked, and has the document's text again from the source when anything needs it: the
/// findings, lines and texts are those of a workspace that holds every text.
@Suite("Workspace: texts let go and had again")
struct LetGoTextsTests {
  /// A component naming a command of a menu read in a later batch, a suppression, CRLF line
  /// endings, emoji and symbols: findings placed by line, and columns in characters.
  static let documents: [(key: String, text: String)] = [
    ("/w/A.contract", UntrackedReadersTests.component),
    ("/w/B.contract", UntrackedReadersTests.otherApp),
    (
      "/w/C.contract",
      "App: Leaf\r\n\r\nPantry\r\nMeaning: the pantry 🍞. Primary action: Restock.\r\n"
        + "iPhone: Restock button visible # leaf-ignore: touch-only-action\r\n"
        + "Mac: Restock button, ⌥⌘R\r\nCheck: Mac: Tab reaches Restock.\r\n\r\n"
        + "Shelf\r\nMeaning: a shelf → its jars. Primary action: Reorder.\r\niPhone: Reorder as swipe\r\n"
    ),
    ("/w/Z.contract", UntrackedReadersTests.menu),
  ]

  /// The texts of `documents` as a source, each changed by `change` when it is asked for.
  static func source(change: @escaping (String, String) -> String = { $1 }) -> DocumentTextSource {
    let texts = Dictionary(uniqueKeysWithValues: documents.map { ($0.key, $0.text) })
    return DocumentTextSource(
      covers: { texts[$0] != nil },
      text: { key in texts[key].map { Array(change(key, $0).utf8) } }
    )
  }

  /// A workspace read as `check` reads: one document per batch, all read at once when asked.
  static func checked(_ source: DocumentTextSource?) -> ContractWorkspace {
    let workspace = ContractWorkspace(tracksReaders: false)
    workspace.textSource = source
    for document in documents { workspace.setDocuments([document], keepingModels: false, reading: false) }
    workspace.prepareDiagnostics(for: documents.map(\.key))
    return workspace
  }

  /// Every diagnostic of `key`, with its place as line and column (in characters).
  static func placed(_ workspace: ContractWorkspace, _ key: String) -> [String] {
    let lines = workspace.lines(key)!
    return workspace.diagnostics(for: key).map { diagnostic in
      let start = lines.position(of: diagnostic.range.start, encoding: .utf32)
      let related = diagnostic.related.map { "\($0.location.document) \($0.location.range)" }
      return "\(diagnostic.rule) \(start) \(diagnostic.message) \(related)"
    }
  }

  @Test("Components let their texts go once checked; findings, lines and texts are as if held")
  func findingsAsIfHeld() throws {
    let workspace = Self.checked(Self.source())
    let held = Self.checked(nil)
    for document in Self.documents {
      let blocks = try #require(workspace.documents[document.key]).blocks
      // Components let go (a file of a menu alone has none), nothing else.
      #expect(blocks.contains { !$0.holdsText } == blocks.contains { $0.kind == .component }, "\(document.key)")
      #expect(blocks.allSatisfy { $0.holdsText == ($0.kind != .component) }, "\(document.key)")
      #expect(try #require(held.documents[document.key]).blocks.allSatisfy(\.holdsText))
    }
    for document in Self.documents {
      // Asked before the lines are: no text is needed for the findings.
      let diagnostics = workspace.diagnostics(for: document.key)
      #expect(diagnostics == held.diagnostics(for: document.key), "\(document.key)")
      #expect(Self.placed(workspace, document.key) == Self.placed(held, document.key), "\(document.key)")
      #expect(workspace.text(document.key) == document.text)
    }
    // The findings are there to compare: the menu's commands reach the component, and a
    // finding stands after the emoji and CRLF lines.
    #expect(Self.placed(held, "/w/A.contract").contains { $0.hasPrefix("unknown-menu-command 7:") })
    #expect(Self.placed(held, "/w/C.contract").contains { $0.hasPrefix("missing-platform-path 9:1 ") })
    #expect(workspace.documentsWithLostText.isEmpty)
  }

  @Test("A text the source gives back changed is lost: no lines, and the document is named")
  func changedTextIsLost() {
    let workspace = Self.checked(Self.source { key, text in key == "/w/C.contract" ? text + "Note: later.\n" : text })
    let sameLength = Self.checked(Self.source { key, text in key == "/w/A.contract" ? text.uppercased() : text })
    #expect(workspace.lines("/w/C.contract") == nil)
    #expect(workspace.documentsWithLostText == ["/w/C.contract"])
    #expect(workspace.text("/w/C.contract") == nil)
    #expect(workspace.lines("/w/A.contract") != nil)
    // Of the same length, the text is refused too: a block held is compared with it.
    #expect(sameLength.lines("/w/A.contract") == nil)
    #expect(sameLength.documentsWithLostText == ["/w/A.contract"])
    #expect(sameLength.lines("/w/B.contract") != nil)
  }

  @Test("An edit of a document whose texts were let go edits the text as it was set")
  func editAfterLettingGo() throws {
    let workspace = Self.checked(Self.source())
    let key = "/w/C.contract"
    let text = Self.documents[2].text
    let arrow = try #require(text.range(of: "→"))
    let start = text.utf8.distance(from: text.startIndex, to: arrow.lowerBound)
    workspace.edit(key, range: SourceRange(start: start, end: start + 3), newText: "—")
    var edited = Array(text.utf8)
    edited.replaceSubrange(start..<(start + 3), with: Array("—".utf8))
    let expected = String(decoding: edited, as: UTF8.self)
    #expect(workspace.text(key) == expected)
    let fresh = ContractWorkspace()
    fresh.setDocuments(Self.documents.map { $0.key == key ? (key, expected) : $0 })
    #expect(workspace.diagnostics(for: key) == fresh.diagnostics(for: key))
  }

  @Test("Without a source, or for a document it does not cover, every text is held")
  func heldWithoutSource() throws {
    let none = Self.checked(nil)
    let partial = ContractWorkspace(tracksReaders: false)
    partial.textSource = DocumentTextSource(covers: { $0 == "/w/A.contract" }, text: { _ in nil })
    for document in Self.documents { partial.setDocuments([document], keepingModels: false, reading: false) }
    partial.prepareDiagnostics(for: Self.documents.map(\.key))
    for document in Self.documents {
      #expect(try #require(none.documents[document.key]).blocks.allSatisfy(\.holdsText))
      let blocks = try #require(partial.documents[document.key]).blocks
      #expect(blocks.allSatisfy(\.holdsText) == (document.key != "/w/A.contract"), "\(document.key)")
    }
  }
}
