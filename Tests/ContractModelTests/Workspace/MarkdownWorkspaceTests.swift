import Foundation
import Testing

@testable import ContractModel

/// Contracts in Markdown files, held by the engine: one contract document per fence, findings at
/// the Markdown file's offsets.
@Suite("Workspace: contracts in Markdown")
struct MarkdownWorkspaceTests {
  /// The chapter's OrderRow contract, as written in the chapter.
  static let orderRow = """
    OrderRow
    Meaning: one past order. Number, date, total, status. Primary action: Reorder.
    iPhone: row → details; Reorder button visible; Delete as swipe + custom action
    iPad: same + keyboard focus on row, context menu, ⌘R
    Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫

    """

  /// `contract` written in a `contract` fence after prose with ⌘, ⌥ and an emoji, lines ending
  /// with `newline`.
  static func markdown(_ contract: String, newline: String = "\n") -> String {
    let prose = ["# Orders 🧾", "", "Reorder is ⌘R, and ⌥⌘R reorders all 🛒.", "", "```contract"]
    return prose.joined(separator: newline) + newline + contract + "```" + newline + newline + "More prose ⌫." + newline
  }

  /// The diagnostics of `text` read alone as `key`.
  static func diagnostics(_ key: String, _ text: String) -> [Diagnostic] {
    let workspace = ContractWorkspace()
    workspace.setDocument(key, text: text)
    return workspace.diagnostics(for: key)
  }

  @Test(
    "The chapter's OrderRow in a fence gives what the same text gives in a .contract file, moved to the fence",
    arguments: ["\n", "\r\n"]
  )
  func orderRowInAFenceMatchesTheContractFile(newline: String) throws {
    let contract = Self.orderRow.replacingOccurrences(of: "\n", with: newline)
    let markdown = Self.markdown(contract, newline: newline)
    let expected = Self.diagnostics("/docs/OrderRow.contract", contract)
    #expect(!expected.isEmpty)
    let workspace = ContractWorkspace()
    workspace.setDocument("/docs/orders.md", text: markdown)
    let found = workspace.diagnostics(for: "/docs/orders.md")
    let fence = try #require(MarkdownContracts.fences(in: markdown).first)
    #expect(fence.text == contract)
    let shift = fence.range.start
    #expect(found.map(\.rule) == expected.map(\.rule))
    #expect(found.map(\.message) == expected.map(\.message))
    #expect(found.map(\.severity) == expected.map(\.severity))
    #expect(found.map(\.range) == expected.map { $0.range.shifted(by: shift) })
    // Lines and columns: the same columns, five lines further down.
    let markdownLines = try #require(workspace.lines("/docs/orders.md"))
    let contractLines = DocumentLines(contract)
    for (inMarkdown, inContract) in zip(found, expected) {
      for encoding in [ColumnEncoding.utf8, .utf16] {
        let here = markdownLines.position(of: inMarkdown.range.start, encoding: encoding)
        let there = contractLines.position(of: inContract.range.start, encoding: encoding)
        #expect(here == LineColumn(line: there.line + 5, column: there.column))
      }
    }
    #expect(workspace.text("/docs/orders.md") == markdown)
    #expect(workspace.documentKeys == ["/docs/orders.md"])
    #expect(workspace.contractDocumentKeys == ["/docs/orders.md#contract1"])
  }

  @Test("Two fences in one file are two contracts: a shortcut conflict between them points at each")
  func twoFencesConflict() throws {
    let cart =
      "App: Leaf\nPlatforms: Mac\nCartRow\nMeaning: one cart item.\nActions: Refresh\nMac: table row; Refresh with ⌘R\nCheck: Mac: fine\n"
    let order =
      "App: Leaf\nPlatforms: Mac\nOrderRow\nMeaning: one past order.\nActions: Reorder\nMac: table row; Reorder with ⌘R\nCheck: Mac: fine\n"
    let markdown = "# Two 🧾\n\n```contract\n\(cart)```\n\nProse.\n\n~~~contract\n\(order)~~~\n"
    let workspace = ContractWorkspace()
    workspace.setDocument("/docs/two.md", text: markdown)
    let conflicts = workspace.diagnostics(for: "/docs/two.md").filter { $0.rule == .shortcutConflict }
    #expect(conflicts.count == 2)
    let bytes = Array(markdown.utf8)
    let shortcut = Array("⌘R".utf8)
    let places = bytes.indices.filter { bytes[$0...].starts(with: shortcut) }
    #expect(places.count == 2)
    #expect(conflicts.map(\.range.start) == places)
    // Each points at the other, in the Markdown file.
    #expect(conflicts[0].related.map(\.location.document) == ["/docs/two.md"])
    #expect(conflicts[0].related.map(\.location.range.start) == [places[1]])
    #expect(conflicts[1].related.map(\.location.range.start) == [places[0]])
  }

  @Test("A contract file's related location into a fence points into the Markdown file")
  func relatedFromAContractFileIntoAFence() throws {
    let cart =
      "App: Leaf\nPlatforms: Mac\nCartRow\nMeaning: one cart item.\nActions: Refresh\nMac: table row; Refresh with ⌘R\nCheck: Mac: fine\n"
    let order =
      "App: Leaf\nPlatforms: Mac\nOrderRow\nMeaning: one past order.\nActions: Reorder\nMac: table row; Reorder with ⌘R\nCheck: Mac: fine\n"
    let markdown = "Prose ⌘ 🧾\n\n```contract\n\(order)```\n"
    let workspace = ContractWorkspace()
    workspace.setDocuments([("/docs/cart.contract", cart), ("/docs/order.md", markdown)])
    let conflict = try #require(
      workspace.diagnostics(for: "/docs/cart.contract").first { $0.rule == .shortcutConflict }
    )
    let start = try #require(markdown.utf8.firstRange(of: "⌘R".utf8))
    let offset = markdown.utf8.distance(from: markdown.utf8.startIndex, to: start.lowerBound)
    #expect(conflict.related.map(\.location.document) == ["/docs/order.md"])
    #expect(conflict.related.map(\.location.range) == [SourceRange(start: offset, end: offset + 4)])
    // Prose added above the fence moves the related location with it.
    workspace.edit("/docs/order.md", range: SourceRange(start: 0, end: 0), newText: "More ⌥ prose.\n")
    let moved = try #require(
      workspace.diagnostics(for: "/docs/cart.contract").first { $0.rule == .shortcutConflict }
    )
    #expect(moved.related.map(\.location.range.start) == [offset + "More ⌥ prose.\n".utf8.count])
  }

  @Test("A suppression comment inside a fence silences the finding it names")
  func suppressionInsideAFence() {
    let contract =
      "App: Leaf\nPlatforms: Mac\nOrderRow\nMeaning: one past order.\nActions: Reorder\nMac: table row; Reorder with ⌘Q\nCheck: Mac: fine\n"
    let unsuppressed = ContractWorkspace()
    unsuppressed.setDocument("/d/a.md", text: "```contract\n\(contract)```\n")
    let rules = Set(unsuppressed.diagnostics(for: "/d/a.md").map(\.rule))
    #expect(rules.contains(.shortcutReserved))
    let suppressed = contract.replacingOccurrences(
      of: "Mac: table row",
      with: "# leaf-ignore: shortcut-reserved the demo quits\nMac: table row"
    )
    let workspace = ContractWorkspace()
    workspace.setDocument("/d/a.md", text: "```contract\n\(suppressed)```\n")
    let left = workspace.diagnostics(for: "/d/a.md").map(\.rule)
    #expect(!left.contains(.shortcutReserved))
    #expect(!left.contains(.unusedSuppression))
  }

  @Test("An edit outside the fences reads no contract again; an edit inside checks the fence again")
  func editsOutsideAndInside() throws {
    let markdown = Self.markdown(Self.orderRow)
    let workspace = ContractWorkspace()
    workspace.setDocument("/d/o.md", text: markdown)
    let before = workspace.diagnostics(for: "/d/o.md")
    let fenceRevision = workspace.findingsRevision("/d/o.md#contract1")
    let markdownRevision = workspace.findingsRevision("/d/o.md")
    // Outside: the heading changes length; the findings move with the fence and nothing else.
    workspace.edit("/d/o.md", range: SourceRange(start: 2, end: 8), newText: "Past orders")
    let added = "Past orders".utf8.count - 6
    #expect(workspace.findingsRevision("/d/o.md#contract1") == fenceRevision)
    #expect(workspace.findingsRevision("/d/o.md") != markdownRevision)
    let after = workspace.diagnostics(for: "/d/o.md")
    #expect(after.map(\.range) == before.map { $0.range.shifted(by: added) })
    #expect(after.map(\.message) == before.map(\.message))
    // Inside: the Delete key taken out of the Mac line is checked again.
    let text = try #require(workspace.text("/d/o.md"))
    let delete = try #require(text.utf8.firstRange(of: "; Delete ⌫".utf8))
    let start = text.utf8.distance(from: text.utf8.startIndex, to: delete.lowerBound)
    workspace.edit("/d/o.md", range: SourceRange(start: start, end: start + "; Delete ⌫".utf8.count), newText: "")
    #expect(workspace.findingsRevision("/d/o.md#contract1") != fenceRevision)
    let expected = Self.diagnostics("/x.contract", Self.orderRow.replacingOccurrences(of: "; Delete ⌫", with: ""))
    #expect(workspace.diagnostics(for: "/d/o.md").map(\.message) == expected.map(\.message))
    #expect(expected.map(\.message) != before.map(\.message))
  }

  @Test("Fences added and taken away: their contract documents follow; removing the file removes them")
  func fencesComeAndGo() {
    let workspace = ContractWorkspace()
    let one = "```contract\nOrderRow\nMeaning: m.\n```\n"
    workspace.setDocument("/d/f.md", text: one)
    #expect(workspace.contractDocumentKeys == ["/d/f.md#contract1"])
    workspace.setDocument("/d/f.md", text: one + "\n```contract\nCartRow\nMeaning: c.\n```\n")
    #expect(workspace.contractDocumentKeys == ["/d/f.md#contract1", "/d/f.md#contract2"])
    #expect(workspace.markdownFence(ofKey: "/d/f.md#contract2")?.markdown == "/d/f.md")
    workspace.setDocument("/d/f.md", text: "No contract here.\n")
    #expect(workspace.contractDocumentKeys.isEmpty)
    #expect(workspace.diagnostics(for: "/d/f.md").isEmpty)
    workspace.setDocument("/d/f.md", text: one)
    workspace.removeDocument("/d/f.md")
    #expect(workspace.contractDocumentKeys.isEmpty)
    #expect(workspace.documentKeys.isEmpty)
    #expect(workspace.text("/d/f.md") == nil)
  }

  @Test("A Markdown document without a Markdown name is held as one when set as such")
  func markdownByLanguage() {
    let workspace = ContractWorkspace()
    workspace.setMarkdownDocument("untitled:1", text: "Prose.\n```contract\nOrderRow\n```\n")
    #expect(workspace.isMarkdownDocument("untitled:1"))
    #expect(workspace.contractDocumentKeys == ["untitled:1#contract1"])
    workspace.setDocument("untitled:1", text: "Prose.\n")
    #expect(workspace.contractDocumentKeys.isEmpty)
  }
}
