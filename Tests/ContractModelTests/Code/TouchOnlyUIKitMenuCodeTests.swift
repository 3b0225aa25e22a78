import ContractModel
import Foundation
import Testing

@Suite("touch-only-action on Swift code: UIKit context menus")
struct TouchOnlyUIKitMenuCodeTests {
  /// A UIKit notes list whose rows swipe to Delete, with `menu` (lines of Swift) in its context menu.
  static func notes(_ menu: String) -> String {
    """
    import UIKit

    final class NotesTableView: UITableView, UITableViewDelegate {
      func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: NSLocalizedString("Delete", comment: "")) {
          _, _, done in done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
      }

      func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
      ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in self.makeMenu() }
      }

      func makeMenu() -> UIMenu {
        var actions = [UIAction]()
    \(menu)
        return UIMenu(title: "", children: actions)
      }
    }

    """
  }

  static let finding = ["Code.swift:7 touch-only-action warning"]

  @Test("A UIAction of the same title, in the context menu: no finding")
  func uiAction() {
    let literal = "    actions.append(UIAction(title: \"Delete\", attributes: .destructive) { _ in })"
    #expect(CodeCheck.rules(swift: Self.notes(literal)) == [])
    let other = "    actions.append(UIAction(title: \"Duplicate\") { _ in })"
    #expect(CodeCheck.findings(swift: Self.notes(other)).map(\.description) == Self.finding)
  }
}
