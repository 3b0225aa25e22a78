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
