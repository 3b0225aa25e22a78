import Testing

@testable import ContractModel

/// A did-you-mean that rewrites a reference toward a name declared elsewhere in the workspace is
/// offered in the editor, but never applied by fix-all or `check --fix`: either spelling may be
/// the mistake.
@Suite("Fixes: renames toward a name declared elsewhere are not safe")
struct FixReferenceRenameTests {
  /// OrderRow reaching Reorder with ⌘R, its check naming `Order → Reorder`, and a menu whose command
  /// is misspelt.
  static let misspeltCommand = """
    Platforms: Mac
    OrderRow
    Meaning: one past order. Primary action: Reorder.
    Mac: table row; Reorder in menu bar, ⌘R
    Check: Mac: Order → Reorder works with the keyboard alone.

    menu Order
      Reordr: ⌘R
    """

  @Test("unknown-menu-command: the rename toward the menu's spelling is offered, not safe")
  func menuCommandRenameIsOffered() throws {
    let scenario = FixScenario(Self.misspeltCommand)
    let fix = try #require(scenario.fixes(.unknownMenuCommand).first)
    #expect(fix.title == "Replace 'Reorder' with 'Reordr'")
    #expect(fix.isPreferred && !fix.isSafe)
  }

  @Test("fix-all leaves both spellings alone when the check names a command the menu misspells")
  func fixAllLeavesBothSpellings() {
    let workspace = ContractWorkspace()
    workspace.setDocument("a.contract", text: Self.misspeltCommand)
    #expect(FixProvider.safeEdits(inDocument: "a.contract", workspace: workspace).isEmpty)
    #expect(FixProvider.applySafeFixes(inDocument: "a.contract", workspace: workspace) == nil)
    #expect(workspace.text("a.contract") == Self.misspeltCommand)
  }

  @Test("unknown-catalog-entry: a built-in entry's name is a safe fix; a team block's name is only offered")
  func catalogEntries() throws {
    let builtIn = FixScenario("Platforms: Mac\nSee: Platfrom Copy Paste\nRow\nMeaning: x.\nMac: table row\n")
    let safe = try #require(builtIn.fixes(.unknownCatalogEntry).first)
    #expect(safe.title == "Replace 'Platfrom Copy Paste' with 'Platform Copy Paste'")
    #expect(safe.isSafe)
    let team = FixScenario(
      "Platforms: Mac\nSee: Swipe-Only Delet\nRow\nMeaning: x.\nMac: table row\n",
      others: ["Catalog.contract": "catalog Swipe-Only Delete\nSummary: a swipe only delete.\n"]
    )
    let offered = try #require(team.fixes(.unknownCatalogEntry).first)
    #expect(offered.title == "Replace 'Swipe-Only Delet' with 'Swipe-Only Delete'")
    #expect(!offered.isSafe)
  }
}
