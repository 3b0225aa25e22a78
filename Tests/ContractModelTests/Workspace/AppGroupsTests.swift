import Foundation
import Testing

@testable import ContractModel

/// `check` reads a workspace of many apps one app at a time (``AppGroups``): each group, read in a
/// workspace of its own with what every app reads of the whole (the team catalog's names), gives
/// each of its files the findings the whole workspace gives it. And a component reads the menu
/// commands of its own app only, as the language says.
@Suite("Workspace: one app at a time")
struct AppGroupsTests {
  /// A component of `Fern` whose Mac path names `Water Twice`, a command of no menu of its app.
  static let fernRow = """
    App: Fern

    FernRow
    Meaning: a fern. Primary action: Water.
    iPhone: Water button visible
    iPad: Water button, keyboard focus
    Mac: Water Twice in menu bar, ⌘J; Water button, keyboard focus, focus ring
    Check: Mac: Tab reaches Water and VoiceOver reads it.

    """

  /// A menu of `app` with the command `Water Twice`.
  static func gardenMenu(app: String) -> String { "App: \(app)\n\nmenu Garden\n  Water Twice: ⌘K\n" }

  /// The findings of `key` as rule, line and message.
  static func findings(_ workspace: ContractWorkspace, _ key: String) -> [String] {
    let lines = workspace.lines(key)!
    return workspace.diagnostics(for: key).map {
      "\($0.rule) \(lines.line(containing: $0.range.start) + 1): \($0.message)"
    }
  }

  /// A workspace as `check` reads it: every document at once, models let go.
  static func checked(
    _ documents: [(key: String, text: String)],
    wide: WorkspaceWideFacts? = nil
  ) -> ContractWorkspace {
    let workspace = ContractWorkspace(tracksReaders: false)
    if let wide { workspace.readWideFacts(from: wide) }
    workspace.setDocuments(documents, keepingModels: false)
    workspace.prepareDiagnostics(for: documents.map(\.key))
    return workspace
  }

  // MARK: - Menu commands are seen from their own app

  @Test("Another app's menu command does not change how a component reads its path")
  func otherAppsCommandIsNotRead() {
    let alone = Self.checked([("/w/Fern.contract", Self.fernRow)])
    let beside = Self.checked([("/w/Fern.contract", Self.fernRow), ("/w/Menu.contract", Self.gardenMenu(app: "Leaf"))])
    #expect(Self.findings(beside, "/w/Fern.contract") == Self.findings(alone, "/w/Fern.contract"))
    // Of its own app, the command is read: `Water Twice` becomes an action the other platforms lack.
    let sameApp = Self.checked([("/w/Fern.contract", Self.fernRow), ("/w/Menu.contract", Self.gardenMenu(app: "Fern"))])
    let own = Self.findings(sameApp, "/w/Fern.contract")
    #expect(own.contains { $0.hasPrefix("action-unreachable") && $0.contains("'Water Twice'") })
    #expect(!Self.findings(alone, "/w/Fern.contract").contains { $0.contains("'Water Twice'") })
  }

  @Test("A file's App changing, or a menu's, reads the component again as a fresh workspace would")
  func appChangesReadAgain() {
    for (fern, menu) in [("Fern", "Fern"), ("Leaf", "Leaf"), ("Leaf", "Fern")] {
      let fernText = Self.fernRow.replacingOccurrences(of: "App: Fern", with: "App: \(fern)")
      let fresh = Self.checked([("/w/Fern.contract", fernText), ("/w/Menu.contract", Self.gardenMenu(app: menu))])
      // Edited from Fern + Leaf, both ways: the component's App, the menu's App.
      let edited = ContractWorkspace()
      edited.setDocument("/w/Fern.contract", text: Self.fernRow)
      edited.setDocument("/w/Menu.contract", text: Self.gardenMenu(app: "Leaf"))
      _ = edited.diagnostics(for: "/w/Fern.contract")
      edited.setDocument("/w/Fern.contract", text: fernText)
      edited.setDocument("/w/Menu.contract", text: Self.gardenMenu(app: menu))
      #expect(
        Self.findings(edited, "/w/Fern.contract") == Self.findings(fresh, "/w/Fern.contract"),
        "Fern in \(fern), the menu in \(menu)"
      )
    }
  }

  // MARK: - The plan

  @Test("One app, a contract without App, or Markdown with a contract fence: not grouped")
  func notGrouped() {
    let leaf = ("/w/A.contract", Self.gardenMenu(app: "Leaf"))
    #expect(AppGroups.plan([leaf, ("/w/B.contract", Self.gardenMenu(app: "leaf"))]) == nil)
    let fern = ("/w/F.contract", Self.fernRow)
    #expect(AppGroups.plan([leaf, fern]) != nil)
    #expect(AppGroups.plan([leaf, fern, ("/w/N.contract", "menu Tools\n  Sweep: ⌘E\n")]) == nil)
    let fenced = "# Notes\n\n```contract\nApp: Leaf\n\nmenu Tools\n  Sweep: ⌘E\n```\n"
    #expect(AppGroups.plan([leaf, fern, ("/w/notes.md", fenced)]) == nil)
  }

  @Test("Groups by folded App; empty documents and Markdown without a fence join the first")
  func groups() throws {
    let documents: [(key: String, text: String)] = [
      ("/w/A.contract", Self.gardenMenu(app: "Leaf")),
      ("/w/B.contract", Self.fernRow),
      ("/w/C.contract", ""),
      ("/w/D.contract", Self.gardenMenu(app: "LEAF")),
      ("/w/README.md", "# Notes\n\nNo contract here.\n"),
    ]
    let plan = try #require(AppGroups.plan(documents))
    #expect(plan.groups == [[0, 2, 3, 4], [1]])
  }

  // MARK: - The same findings

  /// The example workspace split between two apps (the catalog in `Fern`, the files that name its
  /// entries in `Leaf`), with a `Fern` component whose path names a `Leaf` menu command, an empty
  /// file and Markdown without a fence.
  static func twoApps() throws -> [(key: String, text: String)] {
    let folder = RepositoryFiles.root.appendingPathComponent("Examples/Leaf").path
    var documents: [(key: String, text: String)] = []
    for (index, path) in RepositoryFiles.files(under: "Examples/Leaf", suffix: ".contract").sorted().enumerated() {
      let inFern = path.hasSuffix("Catalog.contract") || (index % 2 == 1 && !path.hasSuffix("Menus.contract"))
      let app = inFern ? "Fern" : "Leaf"
      let text = try RepositoryFiles.text(path).replacingOccurrences(of: "App: Leaf", with: "App: \(app)")
      documents.append((folder + "/" + path.dropFirst("Examples/Leaf/".count), text))
    }
    documents += [
      ("/w/Fern.contract", Self.fernRow), ("/w/Menu.contract", Self.gardenMenu(app: "Leaf")),
      ("/w/Empty.contract", ""), ("/w/README.md", "# Notes\n"),
    ]
    return documents
  }

  @Test("Each group, read alone with the whole workspace's catalog names, gives the whole workspace's findings")
  func sameFindings() throws {
    let documents = try Self.twoApps()
    let whole = Self.checked(documents)
    let plan = try #require(AppGroups.plan(documents))
    #expect(plan.groups.count == 2)
    var compared = 0
    for group in plan.groups {
      let members = group.map { documents[$0] }
      let alone = Self.checked(members, wide: plan.wideFacts)
      for (key, _) in members {
        #expect(alone.diagnostics(for: key) == whole.diagnostics(for: key), "\(key)")
        compared += whole.diagnostics(for: key).count
      }
    }
    #expect(compared > 10)
  }

  @Test("Without the whole workspace's catalog names, a group would flag the other app's entries")
  func catalogNamesMatter() throws {
    let documents = try Self.twoApps()
    let plan = try #require(AppGroups.plan(documents))
    let cartGroup = try #require(
      plan.groups.first { group in group.contains { documents[$0].key.hasSuffix("CartItemRow.contract") } }
    )
    let members = cartGroup.map { documents[$0] }
    let cart = try #require(members.first { $0.key.hasSuffix("CartItemRow.contract") }).key
    let blind = Self.checked(members)
    #expect(Self.findings(blind, cart).contains { $0.hasPrefix("unknown-catalog-entry") })
    let seeing = Self.checked(members, wide: plan.wideFacts)
    #expect(!Self.findings(seeing, cart).contains { $0.hasPrefix("unknown-catalog-entry") })
  }
}
