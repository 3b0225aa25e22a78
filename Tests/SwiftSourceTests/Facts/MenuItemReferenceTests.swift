import Foundation
import SwiftSource
import Testing

@Suite("Facts: NSMenuItem keys and masks changed through another reference")
struct MenuItemReferenceTests {
  /// Commands as `Menu > Title [shortcut]`, `[unread]` when the reader leaves the shortcut unread.
  static func commands(_ text: String) -> [String] {
    let facts = Read.facts(text)
    return facts.menuCommands.map { command in
      let shortcut = facts.unreadShortcuts.contains(command.location) ? "unread" : Read.describe(command.shortcut)
      return (command.context.menuTitle ?? "?") + " > " + (command.title?.displayText ?? "?") + " [\(shortcut)]"
    }
  }

  /// A controller with a `Reload` item property and `lines` in the function that builds its `View` menu.
  static func controller(_ lines: String, members: String = "") -> String {
    """
    final class MenuController {
      let reloadItem = NSMenuItem(title: "Reload", action: nil, keyEquivalent: "")
    \(members)
      func buildMenu() -> NSMenu {
        let menu = NSMenu(title: "View")
    \(lines)
        menu.addItem(reloadItem)
        menu.addItem(withTitle: "Refresh", action: nil, keyEquivalent: "r")
        return menu
      }
    }
    """
  }

  @Test("`self.item.keyEquivalent` and `self.item.keyEquivalentModifierMask` on a stored property are read exactly")
  func throughSelf() {
    #expect(
      Self.commands(Self.controller("    self.reloadItem.keyEquivalent = \"r\"")) == [
        "View > Reload [default r]", "View > Refresh [default r]",
      ]
    )
    let masked = Self.controller(
      """
          self.reloadItem.keyEquivalent = "r"
          self.reloadItem.keyEquivalentModifierMask = [.command, .shift]
      """
    )
    #expect(Self.commands(masked) == ["View > Reload [command+shift r]", "View > Refresh [default r]"])
    // Reading it changes nothing.
    let read = Self.controller(
      "    if self.reloadItem.keyEquivalent.isEmpty { print(self.reloadItem.keyEquivalentModifierMask) }"
    )
    #expect(Self.commands(read) == ["View > Reload [none]", "View > Refresh [default r]"])
  }

  @Test("`self?.item` in a closure: this item is left unread (the closure may not run), the others are read")
  func selfInClosure() {
    let text = Self.controller("    DispatchQueue.main.async { [weak self] in self?.reloadItem.keyEquivalent = \"r\" }")
    #expect(Self.commands(text) == ["View > Reload [unread]", "View > Refresh [default r]"])
  }

  @Test("`self.item` where a local of that name hides the property: the file's items are left unread")
  func shadowedSelf() {
    let text = Self.controller(
      """
          let reloadItem = NSMenuItem(title: "Reload All", action: nil, keyEquivalent: "")
          menu.addItem(reloadItem)
          self.reloadItem.keyEquivalent = "r"
      """
    )
    #expect(
      Self.commands(text) == ["? > Reload [unread]", "View > Reload All [unread]", "View > Refresh [unread]"]
    )
  }

  @Test("Through the menu, a loop, a closure, a parameter or another object: the file's items are left unread")
  func untied() {
    for (lines, members) in [
      ("    menu.items[1].keyEquivalentModifierMask = [.command, .shift]", ""),
      ("    menu.item(withTitle: \"Refresh\")?.keyEquivalentModifierMask.insert(.shift)", ""),
      ("    menu.items.last!.keyEquivalent = \"R\"", ""),
      ("    for item in menu.items { item.keyEquivalentModifierMask.insert(.option) }", ""),
      ("    menu.items.forEach { $0.keyEquivalentModifierMask = [.command, .option] }", ""),
      ("    let first = menu.items[0]\n    first.keyEquivalent = \"l\"", ""),
      ("    configure(reloadItem)", "  func configure(_ item: NSMenuItem) { item.keyEquivalent = \"r\" }"),
      ("    Shortcuts.shared.reloadItem.keyEquivalent = \"r\"", ""),
      ("    adjust(&menu.items[0].keyEquivalentModifierMask)", ""),
    ] {
      #expect(
        Self.commands(Self.controller(lines, members: members)) == [
          "View > Reload [unread]", "View > Refresh [unread]",
        ],
        "\(lines)"
      )
    }
  }

  @Test("Reads through the menu, and keys of buttons or of a new item not read, change nothing")
  func notItems() {
    for (lines, members) in [
      ("    if menu.items[0].keyEquivalent == \"r\" { print(menu.items.first?.keyEquivalentModifierMask) }", ""),
      ("    let ok = NSButton(title: \"OK\", target: nil, action: nil)\n    ok.keyEquivalent = \"\\r\"", ""),
      ("    cancelButton.keyEquivalent = \"\\u{1b}\"", "  @IBOutlet var cancelButton: NSButton!"),
      ("    let extra = NSMenuItem()\n    extra.keyEquivalent = \"x\"", ""),
    ] {
      #expect(
        Self.commands(Self.controller(lines, members: members)) == [
          "View > Reload [none]", "View > Refresh [default r]",
        ],
        "\(lines)"
      )
    }
  }

  @Test("CRLF line ends and emoji titles: the item set through `self.` is read at its place")
  func crlfAndEmoji() {
    let text = Self.controller("    // 🔁 👩‍👩‍👧‍👦\n    self.reloadItem.keyEquivalent = \"r\"")
      .replacingOccurrences(of: "\"Reload\"", with: "\"🔁 Reload\"").replacingOccurrences(of: "\n", with: "\r\n")
    #expect(Self.commands(text) == ["View > 🔁 Reload [default r]", "View > Refresh [default r]"])
    let facts = Read.facts(text)
    let bytes = Array(text.utf8)
    #expect(
      facts.menuCommands.first.map { String(decoding: bytes[$0.location.range], as: UTF8.self) }
        == "NSMenuItem(title: \"🔁 Reload\", action: nil, keyEquivalent: \"\")"
    )
  }
}
