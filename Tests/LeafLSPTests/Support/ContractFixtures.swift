import Foundation

/// Contract texts shared by the server tests.
enum ContractFixtures {
  /// A clean component binding ⌘R to Reorder on iPad and Mac, in app Shop.
  static let orderRow = """
    App: Shop
    OrderRow
    Meaning: one past order. Primary action: Reorder.
    iPhone: Reorder button
    iPad: same + Reorder with ⌘R
    Mac: Reorder in menu bar, ⌘R
    Focus after dismiss: selected row
    Check: Mac: VoiceOver reads it.

    """

  /// A clean component binding ⌘Y to Remove on iPad and Mac, in app Shop. Its Mac line is
  /// line 5; the `E` of the Mac shortcut is at column ``cartRowMacKeyColumn`` (UTF-16).
  static let cartRow = """
    App: Shop
    CartRow
    Meaning: one cart item. Primary action: Remove.
    iPhone: Remove button
    iPad: same + Remove with ⌘Y
    Mac: Remove in menu bar, ⌘Y
    Check: Mac: VoiceOver reads it.

    """

  /// A component whose paths and check name a command of ``detailsMenu`` (with another shortcut,
  /// and misspelled): two `shortcut-mismatch` and an `unknown-menu-command` once the menu is read.
  static let detailPane = fixture("DetailPane.contract")

  /// The menu ``detailPane`` names.
  static let detailsMenu = fixture("OrderMenu.contract")

  /// The text of a contract of `Tests/Fixtures/Contracts` (shared with the model's tests).
  static func fixture(_ name: String) -> String {
    let url = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/Contracts/" + name)
    return (try? String(contentsOf: url, encoding: .utf8)) ?? "missing fixture \(name)\n"
  }

  /// Line and column of the key of CartRow's Mac shortcut.
  static let cartRowMacLine = 5
  static let cartRowMacKeyColumn = "Mac: Remove in menu bar, ⌘".utf16.count
}
