import SwiftSource
import Testing

@Suite("Interface Builder menus")
struct InterfaceBuilderTests {
  @Test("Menu items with their key equivalents, masks and menus; separators and submenu items left out")
  func mainMenu() {
    let file = Fixtures.file("InterfaceBuilder/MainMenu.xib")
    let facts = InterfaceBuilderMenuReader.read(path: file.path, bytes: file.bytes)
    let lines = facts.menuCommands.map { command in
      ([command.context.menuTitle ?? "?"] + command.context.submenus.map(\.text) + [command.title?.text ?? "?"])
        .joined(separator: " > ") + " [" + Read.describe(command.shortcut) + "]"
    }
    #expect(
      lines == [
        "Leaf > Quit Leaf [default q]", "Order > Reorder [option+command r]", "Order > Delete [[] .delete]",
        "Order > Sort By > Date & Time [default D ⇧]", "Order > Details [none]",
      ]
    )
    #expect(facts.menuCommands.allSatisfy { $0.origin == .interfaceBuilder && $0.platforms == .macOS })
    #expect(facts.shortcuts.count == 4)
    #expect(
      facts.shortcuts.map(\.shortcut.sourceText) == [
        "keyEquivalent=\"q\"", "keyEquivalent=\"r\" keyEquivalentModifierMask(command option)",
        "keyEquivalent=\"\u{8}\" keyEquivalentModifierMask()", "keyEquivalent=\"D\"",
      ]
    )
    // A menu outside the main menu is a context menu; a pop-up button's options are neither.
    #expect(
      facts.actionSites.map { "\($0.mechanism.rawValue) \($0.title?.text ?? "-")" } == ["contextMenu Mark as Read"]
    )
  }

  @Test("Garbage and truncated XML read without failing")
  func garbage() {
    for text in ["<menuItem title=\"a", "<<<>>>", "<menu><menuItem title='x' keyEquivalent='y'></menu>", "&#xZZ;<"] {
      _ = InterfaceBuilderMenuReader.read(path: "x.xib", bytes: Array(text.utf8))
    }
    let facts = InterfaceBuilderMenuReader.read(
      path: "x.xib",
      bytes: Array("<menu systemMenu='main'><menu title=\"M\"><menuItem title='x' keyEquivalent='y'></menu>".utf8)
    )
    #expect(facts.menuCommands.map(\.title?.text) == ["x"])
  }
}
