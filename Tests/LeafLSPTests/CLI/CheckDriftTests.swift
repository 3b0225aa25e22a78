import Foundation
import Testing

/// `leaf-lsp check` on a folder of contracts and Swift, through the built binary: drift is reported
/// on the contract, with the code's place as a related note, in every format.
@Suite("check: drift between contracts and Swift")
struct CheckDriftTests {
  /// The chapter's contract, tied to the shipped screen's view.
  static let contract = """
    App: Leaf
    Platforms: iPhone, iPad, Mac

    OrderRow
    Meaning: one past order. Number, date, total, status. Primary action: Reorder.
    Code: OrderHistoryView
    iPhone: row → details; Reorder button visible; Delete as swipe + custom action
    iPad: same + keyboard focus on row, context menu, ⌘R
    Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫
    Focus after dismiss: selected row
    Check: Mac: Order → Reorder works with the keyboard alone. iPad: hold Command, and Reorder ⌘R appears in the overlay.

    menu Order
      Reorder: ⌘R

    """

  static let app = """
    import SwiftUI

    @main
    struct LeafApp: App {
      var body: some Scene {
        WindowGroup { OrderHistoryView() }
      }
    }

    """

  static func fixture(_ folder: String, _ name: String) throws -> String {
    try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("Tests/SwiftSourceTests/Fixtures/\(folder)/\(name)"),
      encoding: .utf8
    )
  }

  /// The shipped screen, its app entry and the contract.
  static func shippedFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("App/OrderHistoryView.swift", try fixture("Shipped", "OrderHistoryView.swift"))
    try folder.write("App/LeafApp.swift", app)
    try folder.write("Contracts/Orders.contract", contract)
    return folder
  }

  @Test("text: the drift on the contract, each with the Swift place as a note")
  func text() async throws {
    let folder = try Self.shippedFolder()
    let result = try await folder.leafLSP(["check", "--no-color", "."])
    #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    let lines = result.stdout.lines
    let reorder = try #require(lines.firstIndex { $0.hasPrefix("Contracts/Orders.contract:7:32: warning: 'Reorder'") })
    #expect(lines[reorder].hasSuffix("[contract-drift]"))
    #expect(lines[reorder + 3] == "  App/OrderHistoryView.swift:20:13: note: 'Reorder' as swipe, in OrderHistoryView")
    let table = try #require(
      lines.firstIndex { $0.hasPrefix("Contracts/Orders.contract:9:6: warning: 'OrderRow' is a") }
    )
    #expect(
      lines[table + 3] == "  App/OrderHistoryView.swift:11:9: note: a stack (ScrollView > VStack), in OrderHistoryView"
    )
  }

  @Test("json: the contract's drift beside the code's own findings, with related locations in the Swift file")
  func json() async throws {
    let folder = try Self.shippedFolder()
    let result = try await folder.leafLSP(["check", "--format", "json", "."])
    let items = try Decode.diagnostics(result)
    let drift = items.filter { $0["rule"] as? String == "contract-drift" }
    #expect(
      Set(drift.compactMap(Finding.init(json:))) == [
        Finding("Contracts/Orders.contract", 7, "warning", "contract-drift"),
        Finding("Contracts/Orders.contract", 9, "warning", "contract-drift"),
      ]
    )
    let related = try #require((drift.first?["related"] as? [[String: Any]])?.first)
    #expect(related["path"] as? String == "App/OrderHistoryView.swift")
    #expect(related["line"] as? Int == 20 || related["line"] as? Int == 11)
    // The code's own findings stay on the code.
    #expect(
      items.contains {
        $0["rule"] as? String == "touch-only-action" && $0["path"] as? String == "App/OrderHistoryView.swift"
      }
    )
  }

  @Test("The chapter's contract beside the chapter's code: nothing at all")
  func chapterClean() async throws {
    let folder = try TemporaryFolder()
    for name in ["LeafApp.swift", "OrdersTable.swift", "OrdersView.swift", "RatingView.swift", "ReorderCommand.swift"] {
      try folder.write("App/\(name)", try Self.fixture("Chapter", name))
    }
    try folder.write(
      "Contracts/Orders.contract",
      Self.contract.replacingOccurrences(of: "Code: OrderHistoryView\n", with: "")
    )
    let result = try await folder.leafLSP(["check", "--no-color", "."])
    #expect(result.exitCode == 0)
    #expect(result.stdout == "0 errors, 0 warnings, 0 information, 0 hints in 6 files\n")
  }

  @Test("A configured severity and # leaf-ignore apply to drift as to any rule")
  func configurationAndSuppression() async throws {
    let folder = try Self.shippedFolder()
    try folder.write(".leaf-lsp.json", #"{"rules": {"contract-drift": "error"}}"#)
    let configured = try await folder.leafLSP(["check", "--format", "json", "Contracts", "App"])
    #expect(configured.exitCode == 1)
    #expect(
      try Decode.diagnostics(configured).filter { $0["rule"] as? String == "contract-drift" }.allSatisfy {
        $0["severity"] as? String == "error"
      }
    )
    let silenced = Self.contract.replacingOccurrences(
      of: "OrderRow\n",
      with: "# leaf-ignore: contract-drift the Mac version ships in 2.4\nOrderRow\n"
    )
    try folder.write("Contracts/Orders.contract", silenced)
    let result = try await folder.leafLSP(["check", "--format", "json", "."])
    #expect(try Decode.diagnostics(result).filter { $0["rule"] as? String == "contract-drift" }.isEmpty)
  }

  @Test("Contracts checked without the code: no drift")
  func contractsAlone() async throws {
    let folder = try Self.shippedFolder()
    let result = try await folder.leafLSP(["check", "--format", "json", "Contracts"])
    #expect(try Decode.diagnostics(result).filter { $0["rule"] as? String == "contract-drift" }.isEmpty)
  }
}

/// The README's examples of drift and `init`, run through the binary.
@Suite("README: drift and init")
struct ReadmeDriftTests {
  /// The fenced blocks of the README's section on the app's code: (info string, text).
  static func blocks() throws -> [(info: String, text: String)] {
    let readme = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"),
      encoding: .utf8
    )
    let section = try #require(readme.components(separatedBy: "## The app's code: drift and `init`").dropFirst().first)
    let lines = section.components(separatedBy: "## Rules")[0].components(separatedBy: "\n")
    var result: [(info: String, text: String)] = []
    var open: (info: String, lines: [String])?
    for line in lines {
      if let block = open {
        if line.hasPrefix("```") {
          result.append((block.info, block.lines.joined(separator: "\n") + "\n"))
          open = nil
        } else {
          open = (block.info, block.lines + [line])
        }
      } else if line.hasPrefix("```") {
        open = (String(line.dropFirst(3)), [])
      }
    }
    return result
  }

  @Test("The drift example's text output is what check prints for it")
  func driftOutput() async throws {
    let blocks = try Self.blocks()
    let folder = try TemporaryFolder()
    try folder.write("Contracts/Orders.contract", try #require(blocks.first { $0.info == "contract" }).text)
    try folder.write("Sources/LeafApp.swift", try #require(blocks.first { $0.info == "swift LeafApp.swift" }).text)
    let result = try await folder.leafLSP(["check", "--no-color", "."])
    let shown = try #require(blocks.first { $0.info == "text" }).text
    #expect(result.stdout.contains(shown), "\(result.stdout)")
  }

  @Test("The init example's draft is what init prints for its Swift")
  func initDraft() async throws {
    let blocks = try Self.blocks()
    let folder = try TemporaryFolder()
    try folder.write("OrdersView.swift", try #require(blocks.first { $0.info == "swift OrdersView.swift" }).text)
    let result = try await folder.leafLSP(["init"])
    #expect(result.exitCode == 0)
    let draft = try #require(blocks.first { $0.info == "contract" && $0.text.hasPrefix("# Drafted by leaf-lsp init") })
    #expect(result.stdout == draft.text)
  }
}
