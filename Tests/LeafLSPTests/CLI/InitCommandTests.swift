import Foundation
import Testing

/// `leaf-lsp init` through the built binary: drafts from the chapter's code and its shipped screen,
/// to standard output or into a folder (never over a file), then `check` on drafts and code.
@Suite("init: contracts drafted from code")
struct InitCommandTests {
  static func fixture(_ folder: String, _ name: String) throws -> String {
    try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("Tests/SwiftSourceTests/Fixtures/\(folder)/\(name)"),
      encoding: .utf8
    )
  }

  /// The chapter's app in `App/`.
  static func chapterFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for name in ["LeafApp.swift", "OrdersTable.swift", "OrdersView.swift", "RatingView.swift", "ReorderCommand.swift"] {
      try folder.write("App/\(name)", try fixture("Chapter", name))
    }
    return folder
  }

  /// The shipped screen in `App/`, with its app entry (one window, no commands).
  static func shippedFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("App/OrderHistoryView.swift", try fixture("Shipped", "OrderHistoryView.swift"))
    try folder.write("App/RatingView.swift", try fixture("Shipped", "RatingView.swift"))
    try folder.write(
      "App/LeafApp.swift",
      "import SwiftUI\n\n@main\nstruct LeafApp: App {\n  var body: some Scene { WindowGroup { OrderHistoryView() } }\n}\n"
    )
    return folder
  }

  static let chapterDraft = """
    # Drafted by leaf-lsp init from the app's code: each path says what the code offers on that
    # platform. Write each Meaning, then read every line against what the app should do.
    App: Leaf
    Platforms: iPhone, iPad, Mac

    menu Order
      Reorder: ⌘R

    # From OrdersView, App/OrdersView.swift:3.
    OrdersView
    Meaning: TODO: what one OrdersView is and does, the same on every platform.
    Code: OrdersView
    # The only action the code offers on these rows, read as the primary one: change it if it is not.
    Primary action: Reorder
    iPhone: list row; row → sheet; Reorder as context menu
    iPad: list row; row → sheet; Reorder as context menu + menu bar, ⌘R
    Mac: list row; row → sheet; Reorder as context menu + menu bar, ⌘R
    # Read from the sheet's onDismiss, which sets focusedOrder.
    Focus after dismiss: selected row

    # From OrderRow, App/OrdersView.swift:24.
    OrderRow
    Meaning: TODO: what one OrderRow is and does, the same on every platform.
    Code: OrderRow
    # Is this the primary action? Then write it as 'Primary action:' (the Mac needs a menu command
    # and a shortcut for it).
    Actions: Reorder
    iPhone: Reorder as custom action
    iPad: Reorder as custom action + menu bar, ⌘R
    Mac: Reorder as custom action + menu bar, ⌘R

    """

  @Test("Without --output: one contract on standard output, nothing written")
  func standardOutput() async throws {
    let folder = try Self.chapterFolder()
    let result = try await folder.leafLSP(["init"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout == Self.chapterDraft)
    #expect(result.stderr.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("App")).count == 5)
  }

  @Test("The chapter's drafts beside its code: check gives no error, no warning and no drift")
  func chapterDraftsCheck() async throws {
    let folder = try Self.chapterFolder()
    let written = try await folder.leafLSP(["init", "App", "--output", "Contracts"])
    #expect(written.exitCode == 0)
    #expect(
      written.stdout.lines == [
        "wrote Contracts/Menus.contract", "wrote Contracts/OrdersView.contract", "wrote Contracts/OrderRow.contract",
      ]
    )
    let check = try await folder.leafLSP(["check", "--format", "json", "."])
    #expect(check.exitCode == 0)
    let findings = try Decode.diagnostics(check).compactMap(Finding.init(json:))
    #expect(
      Set(findings) == [
        Finding("Contracts/OrderRow.contract", 7, "information", "mac-voiceover-untested"),
        Finding("Contracts/OrdersView.contract", 7, "information", "mac-voiceover-untested"),
      ]
    )
  }

  @Test("The shipped screen's drafts beside its code: check gives the chapter's problems, and no drift")
  func shippedDraftsCheck() async throws {
    let folder = try Self.shippedFolder()
    let drafts = try await folder.leafLSP(["init", "App"])
    try folder.write("Contracts/Drafts.contract", drafts.stdout)
    let check = try await folder.leafLSP(["check", "--format", "json", "."])
    #expect(check.exitCode == 1)
    let findings = try Decode.diagnostics(check).compactMap(Finding.init(json:))
    #expect(
      Set(findings) == [
        // Touch-only Reorder, no menu command, focus not said to return: in the drafted contract.
        Finding("Contracts/Drafts.contract", 7, "information", "mac-voiceover-untested"),
        Finding("Contracts/Drafts.contract", 13, "warning", "focus-return-unspecified"),
        Finding("Contracts/Drafts.contract", 13, "warning", "primary-action-without-command"),
        Finding("Contracts/Drafts.contract", 13, "warning", "touch-only-action"),
        Finding("Contracts/Drafts.contract", 14, "warning", "focus-return-unspecified"),
        Finding("Contracts/Drafts.contract", 14, "error", "primary-action-without-command"),
        Finding("Contracts/Drafts.contract", 14, "error", "touch-only-action"),
        // Rows in a stack, the date only on hover, the swipe, the custom view: on the code.
        Finding("App/OrderHistoryView.swift", 11, "information", "list-should-be-table"),
        Finding("App/OrderHistoryView.swift", 17, "warning", "hover-only-information"),
        Finding("App/OrderHistoryView.swift", 20, "warning", "touch-only-action"),
        Finding("App/RatingView.swift", 3, "warning", "custom-view-missing-accessibility"),
        Finding("App/RatingView.swift", 3, "warning", "custom-view-not-focusable"),
      ]
    )
    #expect(findings.count == 12)
  }

  @Test("An existing file is never overwritten: kept and named; covered views and menus are left out")
  func neverOverwrites() async throws {
    let folder = try Self.chapterFolder()
    let mine = "# mine\n"
    try folder.write("Contracts/OrderRow.contract", mine)
    let first = try await folder.leafLSP(["init", "App", "-o", "Contracts"])
    #expect(first.exitCode == 0)
    #expect(first.stdout.lines.contains("kept Contracts/OrderRow.contract (it exists; not overwritten)"))
    #expect(try String(contentsOfFile: folder.path("Contracts/OrderRow.contract"), encoding: .utf8) == mine)
    // Drafting the whole folder again: what the drafts cover is left out, and nothing is left to draft.
    try folder.write("Contracts/OrderRow.contract", "OrderRow\nMeaning: one past order.\n")
    let again = try await folder.leafLSP(["init", ".", "-o", "Contracts"])
    #expect(again.exitCode == 1)
    #expect(again.stdout.isEmpty)
    #expect(
      again.stderr.contains("leaf-lsp init: left out OrderRow: tied to 'OrderRow' in Contracts/OrderRow.contract")
    )
    #expect(again.stderr.contains("leaf-lsp init: nothing left to draft"))
  }

  @Test("--app and --platforms set the header; the paths follow the platforms")
  func appAndPlatforms() async throws {
    let folder = try Self.chapterFolder()
    let result = try await folder.leafLSP(["init", "App", "--app", "Leaf Orders", "--platforms", "mac, iPad"])
    #expect(result.exitCode == 0)
    let lines = result.stdout.lines
    #expect(lines.contains("App: Leaf Orders"))
    #expect(lines.contains("Platforms: iPad, Mac"))
    #expect(!lines.contains { $0.hasPrefix("iPhone:") })
  }

  @Test("Usage mistakes exit 2 with the help's name; no code to draft from exits 1; --help prints the help")
  func usage() async throws {
    let folder = try Self.chapterFolder()
    for (arguments, problem) in [
      (["init", "--frobnicate"], "unknown option '--frobnicate'"),
      (["init", "App", "Other"], "takes one PATH, not 2"),
      (["init", "--output"], "--output needs a value"),
      (["init", "--platforms", "Android"], "unknown platform 'Android' (iPhone, iPad, Mac)"),
    ] {
      let result = try await folder.leafLSP(arguments)
      #expect(result.exitCode == 2, "\(arguments)")
      #expect(result.stderr == "leaf-lsp init: \(problem)\nsee 'leaf-lsp init --help'\n")
    }
    let missing = try await folder.leafLSP(["init", "Nowhere"])
    #expect(missing.exitCode == 2)
    #expect(missing.stderr == "leaf-lsp init: Nowhere: no such file or folder\n")
    try folder.write("Empty/Model.swift", "struct Order { var title: String }\n")
    let empty = try await folder.leafLSP(["init", "Empty"])
    #expect(empty.exitCode == 1)
    #expect(
      empty.stderr
        == "leaf-lsp init: nothing to draft: no menu command and no view with actions in 1 Swift file below Empty\n"
    )
    let help = try await folder.leafLSP(["init", "--help"])
    #expect(help.exitCode == 0)
    #expect(help.stdout.hasPrefix("OVERVIEW: Draft contracts from the app's code"))
    #expect(help.stdout.contains("--output DIR"))
  }
}
