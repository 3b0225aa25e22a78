import ContractModel
import Foundation
import Testing

@testable import LeafLSP

/// `check` lets a component's text go once it is read and checked, and reads a file again to
/// place its findings: a file changed on disk meanwhile is an error, never findings placed in
/// another text.
@Suite("check: a file changed while it is checked")
struct CheckChangedFileTests {
  /// A component binding ⌥⌘R, named `name`, whose action is `action`.
  static func contract(_ name: String, _ action: String) -> String {
    """
    App: Leaf

    \(name)
    Meaning: the \(name) list 🍞 → its items. Primary action: \(action).
    iPhone: \(action) button visible
    Mac: \(action) button, ⌥⌘R
    Check: Mac: Tab reaches \(action).

    """
  }

  static func inputs(_ folder: TemporaryFolder) -> CheckInputs {
    CheckInputs(paths: [folder.url.path], stdinFilename: nil) { ConfigurationLoader(root: $0) }
  }

  @Test("Unchanged, the findings are placed in the files read again")
  func unchangedFilesArePlaced() throws {
    let folder = try TemporaryFolder()
    try folder.write("A.contract", Self.contract("Pantry", "Restock"))
    try folder.write("B.contract", Self.contract("Shelf", "Reorder"))
    var inputs = Self.inputs(folder)
    let files = CheckCommand.analyse(&inputs)
    #expect(inputs.errors.isEmpty)
    let a = try #require(files.first { $0.key == folder.path("A.contract") })
    let conflict = try #require(a.diagnostics.first { $0.rule == .shortcutConflict })
    // Line 6, after the emoji and arrow of line 4: placed in the text as it was checked.
    #expect(a.lines.position(of: conflict.range.start, encoding: .utf32).line == 5)
    #expect(a.lines.text(in: conflict.range) == "⌥⌘R")
  }

  @Test("A file changed on disk before its findings are placed is an error, and not reported")
  func changedFileIsAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write("A.contract", Self.contract("Pantry", "Restock"))
    try folder.write("B.contract", Self.contract("Shelf", "Reorder"))
    var inputs = Self.inputs(folder)
    // Read, then changed: the check holds the text it read, the disk another.
    try folder.write("A.contract", "Note: rewritten.\n" + Self.contract("Pantry", "Restock"))
    let files = CheckCommand.analyse(&inputs)
    #expect(
      inputs.errors == [
        "\(CheckInputs.display(folder.path("A.contract"))): changed while it was checked; check it again"
      ]
    )
    #expect(!files.contains { $0.key == folder.path("A.contract") })
    let b = try #require(files.first { $0.key == folder.path("B.contract") })
    #expect(b.diagnostics.contains { $0.rule == .shortcutConflict })
    #expect(CheckCommand.exitStatus(files, inputs: inputs, maxWarnings: nil) == .usageOrIOError)
  }
}
