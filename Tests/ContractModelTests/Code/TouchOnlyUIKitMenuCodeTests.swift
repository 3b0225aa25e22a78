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

  @Test("A UIAction titled through a constant of its function: read as that constant's text")
  func localConstant() {
    // fsnotes' NotesTableView.makeBulkMenu.
    let constant = """
          let deleteTitle = NSLocalizedString("Delete", comment: "")
          actions.append(UIAction(title: deleteTitle, image: UIImage(systemName: "trash")) { _ in })
      """
    #expect(CodeCheck.rules(swift: Self.notes(constant)) == [])
    // Another name, a constant declared after the call or a value: not the swipe's title.
    let otherName = """
          let deleteTitle = NSLocalizedString("Delete", comment: "")
          actions.append(UIAction(title: renameTitle) { _ in })
      """
    #expect(CodeCheck.findings(swift: Self.notes(otherName)).map(\.description) == Self.finding)
    let value = """
          let deleteTitle = note.isPinned ? "Unpin" : note.title
          actions.append(UIAction(title: deleteTitle) { _ in })
      """
    #expect(CodeCheck.findings(swift: Self.notes(value)).map(\.description) == Self.finding)
  }

  @Test("A constant of the same name in another function is not this call's")
  func otherFunction() {
    let source = Self.notes("    actions.append(UIAction(title: title) { _ in })")
      .replacingOccurrences(
        of: "  func makeMenu() -> UIMenu {",
        with: "  func other() { let title = \"Delete\"; print(title) }\n\n  func makeMenu() -> UIMenu {"
      )
    #expect(CodeCheck.findings(swift: source).map(\.description) == Self.finding)
  }

  @Test("A UIAction of another file and type is another screen's menu; one of the same type's extension serves it")
  func otherScreen() {
    // NetNewsWire's Go to Feed: a swipe in the stale feeds' settings, a UIAction in the timeline's context menu.
    let swipeOnly = Self.notes("")
    let timeline = """
      import UIKit

      final class TimelineViewController: UIViewController {
        func menu() -> UIMenu {
          UIMenu(title: "", children: [UIAction(title: "Delete") { _ in }])
        }
      }

      """
    #expect(
      CodeCheck.findings(["Code.swift": swipeOnly, "Timeline.swift": timeline]).map(\.description) == Self.finding
    )
    let ownExtension = timeline.replacingOccurrences(
      of: "final class TimelineViewController: UIViewController {",
      with: "extension NotesTableView {"
    )
    #expect(CodeCheck.findings(["Code.swift": swipeOnly, "Menu.swift": ownExtension]).isEmpty)
  }

  @Test("A swipe that opens an action sheet offers its actions, not one of its own: no finding; an alert: still one")
  func actionSheet() {
    // NetNewsWire's timeline: More opens a sheet of Mark Above as Read, Open in Browser, Share, ….
    func notes(_ style: String) -> String {
      Self.notes("").replacingOccurrences(
        of: "_, _, done in done(true)",
        with: """
          _, _, done in
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: \(style))
                sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in done(true) })
                self.present(sheet, animated: true)
          """
      )
    }
    #expect(CodeCheck.rules(swift: notes(".actionSheet")) == [])
    #expect(CodeCheck.findings(swift: notes(".alert")).map(\.description) == Self.finding)
  }
}
