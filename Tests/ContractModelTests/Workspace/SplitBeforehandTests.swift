import Foundation
import Testing

@testable import ContractModel

/// Documents split before they are set (the server's index splits a batch while the workspace
/// files the one before; `check` splits on every core): the blocks, their line tables and the
/// readings made with the text are those the workspace makes one document at a time.
@Suite("Workspace: documents split beforehand")
struct SplitBeforehandTests {
  typealias Fresh = IncrementalEqualsFreshTests

  @Test(arguments: Fresh.Keeping.allCases)
  func documentsSplitBeforehandAnswerAsAFreshWorkspace(keeping: Fresh.Keeping) {
    var texts = Fresh.files
    let workspace = ContractWorkspace(tracksReaders: keeping != .untracked)
    let split = texts.sorted { $0.key < $1.key }.map { DocumentText.split(key: $0.key, text: $0.value) }
    workspace.setDocuments(split, keepingModels: keeping == .models)
    #expect(Fresh.difference(workspace, texts) == nil)
    // Edited afterwards where the readings made with the text are: the file header and a menu.
    for (key, old, new) in [
      ("A.contract", "App: Leaf", "App: Leaf Two"), ("D.contract", "Archive: ⌘A", "Archive: ⌘⇧A"),
    ] {
      let range = texts[key]!.range(of: old)!
      let start = texts[key]!.utf8.distance(from: texts[key]!.startIndex, to: range.lowerBound)
      workspace.edit(key, range: SourceRange(start: start, end: start + old.utf8.count), newText: new)
      texts[key] = texts[key]!.replacingCharacters(in: range, with: new)
    }
    #expect(Fresh.difference(workspace, texts) == nil)
  }

  @Test func aMarkdownFileIsSplitByItsFencesWhenItIsSet() {
    let guide = "# Guide\n\n```contract\nApp: Leaf\n\nmenu Guide\n  Print: ⌘P\n\nPrintRow\nMeaning: 🖨 prints.\n```\n"
    let split = DocumentText.split(key: "Guide.md", text: guide)
    #expect(split.blocks == nil)
    let beforehand = ContractWorkspace()
    beforehand.setDocuments([split], keepingModels: false)
    let fresh = ContractWorkspace()
    fresh.setDocument("Guide.md", text: guide)
    #expect(beforehand.markdownFences("Guide.md").map(\.key) == fresh.markdownFences("Guide.md").map(\.key))
    #expect(beforehand.diagnostics(for: "Guide.md") == fresh.diagnostics(for: "Guide.md"))
    #expect(!fresh.diagnostics(for: "Guide.md").isEmpty)
  }

  @Test func theBlocksOfASplitAreThoseOfTheSplitterWithTheirOwnLineTables() {
    let texts =
      Array(Fresh.files.values) + [
        "", "\n", "OrderRow", "OrderRow\r\nMeaning: 🛒 one order\r\n\r\nmenu Edit\r\n  Undo: ⌘Z",
        "\u{FEFF}menu Edit\n  Redo: ⇧⌘Z\n\n\ncatalog Swipe\nSummary: ⌫ only\n",
        "App: Shop\n# leaf-ignore-file\nOrderRow\nMeaning: x\nleaf-ignore-fil",
      ]
    for text in texts {
      let bytes = Array(text.utf8)
      let expected = BlockSplitter.ranges(of: bytes).enumerated().map {
        BlockText(Array(bytes[$1]), isFileHeader: $0 == 0)
      }
      let split = BlockText.split(text)
      #expect(split.map(\.bytes) == expected.map(\.bytes), "\(text.debugDescription)")
      #expect(split.map(\.lines.lineStarts) == expected.map(\.lines.lineStarts), "\(text.debugDescription)")
      #expect(split.map(\.kind) == expected.map(\.kind))
      #expect(split.map(\.mentionsFileWideSuppression) == expected.map(\.mentionsFileWideSuppression))
      // Read with the text: the blocks whose reading depends on it alone.
      #expect(split.map { $0.reading != nil } == split.map { $0.kind != .component })
    }
  }

  @Test func aRunOfLinesHasTheTableOfItsText() {
    var random = SeededGenerator(seed: 77)
    let pieces = ["a", "⌘", "🛒", " ", "\n", "\r\n", "\r", "Meaning: x", "\n\n"]
    for _ in 0..<300 {
      let text = (0..<Int.random(in: 0...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }
        .joined()
      let table = LineTable(text)
      for lower in 0...table.lineCount {
        for upper in lower...table.lineCount {
          let run = LineTable(lines: lower..<upper, of: table)
          let bytes = Array(table.bytes[table.startOfLine(lower)..<table.startOfLine(upper)])
          #expect(run.bytes == bytes)
          #expect(run.lineStarts == LineTable(bytes: bytes).lineStarts, "\(text.debugDescription) \(lower)..<\(upper)")
        }
      }
    }
  }

  @Test(arguments: [
    ("leaf-ignore-file", true), ("# leaf-ignore-file\n", true), ("x leaf-ignore-file", true),
    ("leaf-ignore-fil", false),
    ("lleaf-ignore-filx", false), ("leaf-ignore-fileleaf", true), ("", false), ("leaf-ignore", false),
  ])
  func theFileWideMarkerIsFoundAnywhereInTheBlock(text: String, found: Bool) {
    #expect(BlockText(Array(text.utf8), isFileHeader: false).mentionsFileWideSuppression == found)
  }
}
