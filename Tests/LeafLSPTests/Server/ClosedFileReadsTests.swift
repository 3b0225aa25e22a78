import Foundation
import Testing

@testable import ContractModel
@testable import LeafLSP

/// Closed files read from disk for the index, on every core: what each kind of file gives, the
/// same as the workspace decides it one file at a time.
@Suite struct ClosedFileReadsTests {
  private let contract =
    "App: Shop\n\nmenu Edit\n  Undo: ⌘Z\n\nOrderRow\nMeaning: one order. 🛒\niPhone: row → details\n"

  @Test func eachKindOfFileGivesWhatTheWorkspaceTakes() throws {
    let workspace = try TemporaryWorkspace([
      "OrderRow.contract": contract,
      "Notes.md": "# Notes\n\nNo contract here.\n",
      "Guide.md": "# Guide\n\n```contract\nOrderRow\nMeaning: one order.\n```\n",
      "Large.contract": String(repeating: "# padding\n", count: 20),
      "Classic.contract": "OrderRow\rMeaning: one order.\r",
      "ClassicNotes.md": "# Notes\r\rNo contract here.\r",
      "ClassicGuide.md": "# Guide\r\r```contract\rOrderRow\r```\r",
    ])
    defer { workspace.remove() }
    let outside = try TemporaryWorkspace(["Secret.contract": contract])
    defer { outside.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: workspace.path("Linked.contract"),
      withDestinationPath: outside.path("Secret.contract")
    )
    let reads = ClosedFileReads(folders: [workspace.root.path], maxFileSize: 150)
    let names = ["OrderRow.contract", "Notes.md", "Guide.md", "Large.contract", "Linked.contract", "Missing.contract"]
    let outcomes = reads.read(names.map(workspace.path))
    guard case .contracts(let document) = outcomes[0] else {
      Issue.record("OrderRow.contract: \(outcomes[0])")
      return
    }
    #expect(document.key == workspace.path("OrderRow.contract") && document.text == contract)
    // Split on the reading thread: the file header, the menu and the component, the header and
    // the menu read already (their readings depend on their text alone).
    #expect(document.blocks?.map(\.kind) == [nil, .menu, .component])
    #expect(document.blocks?.map { $0.reading != nil } == [true, true, false])
    #expect(Self.kind(outcomes[1]) == "noContracts")
    guard case .contracts(let guide) = outcomes[2] else {
      Issue.record("Guide.md: \(outcomes[2])")
      return
    }
    // A Markdown file is split by its fences when it is set, not here.
    #expect(guide.blocks == nil)
    #expect(Self.kind(outcomes[3]) == "oversized 200")
    #expect(Self.kind(outcomes[4]) == "unreadable")
    #expect(Self.kind(outcomes[5]) == "unreadable")
    // Lone CRs: held as they are, not read; a Markdown file's fences looked for in its CR lines.
    let classic = reads.read(["Classic.contract", "ClassicNotes.md", "ClassicGuide.md"].map(workspace.path))
    #expect(classic.map(Self.kind) == ["loneCarriageReturns 29", "noContracts", "loneCarriageReturns 34"])
  }

  @Test func aFolderReachedThroughALinkIsTheWorkspaceFolder() throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": contract])
    defer { workspace.remove() }
    let links = try TemporaryWorkspace()
    defer { links.remove() }
    let linked = links.path("Shop")
    try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: workspace.root.path)
    // The folder as the client named it (through the link): its real path is where the file is.
    let outcome = ClosedFileReads(folders: [linked], maxFileSize: 1 << 20).read(linked + "/OrderRow.contract")
    guard case .contracts(let document) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    #expect(document.text == contract)
  }

  @Test func aFileReadAgainIsLeftUnsplitWhenAsked() throws {
    let workspace = try TemporaryWorkspace([
      "OrderRow.contract": contract, "Large.contract": String(repeating: "x", count: 200),
    ])
    defer { workspace.remove() }
    let reads = ClosedFileReads(folders: [workspace.root.path], maxFileSize: 150)
    // A file the engine holds already is split by the engine itself: read, not split.
    guard case .contracts(let document) = reads.read(workspace.path("OrderRow.contract"), splitting: false) else {
      Issue.record("OrderRow.contract was not read")
      return
    }
    #expect(document.text == contract && document.blocks == nil)
    // The same checks as any read: the size limit still holds.
    #expect(Self.kind(reads.read(workspace.path("Large.contract"), splitting: false)) == "oversized 200")
  }

  /// What `outcome` is, in a word (and the size of a file over the limit).
  private static func kind(_ outcome: ClosedFileReads.Outcome) -> String {
    switch outcome {
    case .contracts: "contracts"
    case .oversized(let size): "oversized \(size)"
    case .noContracts: "noContracts"
    case .unreadable: "unreadable"
    case .loneCarriageReturns(let text): "loneCarriageReturns \(text.utf8.count)"
    }
  }
}
