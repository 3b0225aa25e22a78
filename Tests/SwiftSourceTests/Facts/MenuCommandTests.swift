import SwiftSource
import Testing

@Suite("Facts: menu commands")
struct MenuCommandTests {
  /// Commands as `Menu > Submenu > Title [shortcut]`.
  private func commands(_ commands: [SwiftMenuCommand]) -> [String] {
    commands.map { command in
      let path = [command.context.menuTitle ?? "?"] + command.context.submenus.map(\.displayText)
      return path.joined(separator: " > ") + " > " + (command.title?.displayText ?? "?") + " ["
        + Read.describe(command.shortcut) + "]"
    }
  }

  @Test("CommandMenu with buttons, toggles, pickers in their title forms")
  func commandMenu() {
    let text = """
      struct OrderCommands: Commands {
        var body: some Commands {
          CommandMenu("Order") {
            Button("Reorder") { reorder() }
              .keyboardShortcut("r")
            Button(action: archive) { Text("Archive") }
            Button { cancel() } label: { Label("Cancel Order", systemImage: "xmark") }
            Divider()
            Toggle("Show Totals", isOn: $showTotals)
            Picker("Sort By", selection: $sort) { Text("Date").tag(0) }
            Picker(selection: $size, label: Text("Size")) { Text("Small").tag(0) }
            Menu("Export") {
              Button("As CSV") { export(.csv) }.keyboardShortcut("e", modifiers: [.command, .shift])
            }
          }
        }
      }
      """
    let facts = Read.facts(text)
    #expect(
      commands(facts.menuCommands) == [
        "Order > Reorder [default r]", "Order > Archive [none]", "Order > Cancel Order [none]",
        "Order > Show Totals [none]", "Order > Sort By [none]", "Order > Size [none]",
        "Order > Export > As CSV [command+shift e]",
      ]
    )
    #expect(facts.menuCommands.map(\.control) == [.button, .button, .button, .toggle, .picker, .picker, .button])
    #expect(facts.menuCommands.allSatisfy { $0.declaringType == "OrderCommands" && $0.origin == .swiftUI })
  }

  @Test("CommandGroup placements name the standard menu")
  func commandGroups() {
    let text = """
      CommandGroup(replacing: .newItem) { Button("New Order") { }.keyboardShortcut("n") }
      CommandGroup(after: .sidebar) { Button("Show Inspector") { } }
      CommandGroup(before: .help) { Button("Leaf Guide") { } }
      CommandGroup(replacing: .undoRedo) { }
      """
    let facts = Read.facts(text)
    #expect(
      commands(facts.menuCommands) == [
        "File > New Order [default n]", "View > Show Inspector [none]", "Help > Leaf Guide [none]",
      ]
    )
    #expect(facts.menuCommands.map { $0.context.placement?.relation } == [.replacing, .after, .before])
    #expect(facts.menuCommands[0].context.placement?.name == "newItem")
  }

  @Test("Buttons outside menus, and look-alike names, are not commands")
  func lookAlikes() {
    let text = """
      struct OrdersView: View {
        var body: some View {
          Button("Reorder") { }.keyboardShortcut("r")
          commandMenu("Order") { Button("Not a command") { } }
          Menu("More") { Button("Share") { } }
        }
      }
      """
    #expect(Read.facts(text).menuCommands.isEmpty)
  }

  @Test("A view type used in a menu gives its buttons to the menu, across files")
  func composedViewType() {
    let workspace = Read.workspace([
      (
        "App.swift",
        "struct LeafApp: App { var body: some Scene { WindowGroup { V() }.commands { CommandMenu(\"Order\") { ReorderCommand() } } } }"
      ),
      (
        "ReorderCommand.swift",
        "struct ReorderCommand: View { var body: some View { Button(\"Reorder\") { }.keyboardShortcut(\"r\", modifiers: .command) } }"
      ),
    ])
    #expect(commands(workspace.menuCommands) == ["Order > Reorder [command r]"])
    #expect(workspace.menuCommands[0].via == ["ReorderCommand"])
    #expect(workspace.menuCommands[0].location.path == "ReorderCommand.swift")
    // The button is a command, no longer a visible button.
    #expect(workspace.actionSites.isEmpty)
  }

  @Test("View types nest: a menu's view uses another view that holds the button")
  func nestedViewTypes() {
    let workspace = Read.workspace([
      ("A.swift", "struct C: Commands { var body: some Commands { CommandMenu(\"Go\") { Outer() } } }"),
      (
        "B.swift",
        "struct Outer: View { var body: some View { Inner() } }\nstruct Inner: View { var body: some View { Button(\"Back\") { } } }"
      ),
    ])
    #expect(commands(workspace.menuCommands) == ["Go > Back [none]"])
    #expect(workspace.menuCommands[0].via == ["Outer", "Inner"])
  }

  @Test("A Commands type's commands are on the platforms of its .commands use")
  func commandsPlatforms() {
    let workspace = Read.workspace([
      (
        "App.swift",
        "struct LeafApp: App { var body: some Scene { WindowGroup { V() }\n#if os(macOS)\n.commands { OrderCommands() }\n#endif\n } }"
      ),
      (
        "Commands.swift",
        "struct OrderCommands: Commands { var body: some Commands { CommandMenu(\"Order\") { Button(\"Reorder\") { } } } }"
      ),
    ])
    #expect(workspace.menuCommands.map(\.platforms) == [.macOS])
  }

  @Test("NSMenuItem with the modifier mask set on its variable, in its NSMenu")
  func menuItems() {
    let text = """
      func buildMenu() -> NSMenu {
        let menu = NSMenu(title: "Order")
        let reorder = NSMenuItem(title: "Reorder", action: #selector(reorder(_:)), keyEquivalent: "r")
        reorder.keyEquivalentModifierMask = [.command, .option]
        menu.addItem(reorder)
        menu.addItem(NSMenuItem(title: "Archive", action: #selector(archive(_:)), keyEquivalent: "a"))
        menu.addItem(NSMenuItem(title: "Details", action: #selector(details(_:)), keyEquivalent: ""))
        let item = menu.addItem(withTitle: "Delete", action: #selector(delete(_:)), keyEquivalent: "\\u{8}")
        item.keyEquivalentModifierMask = []
        return menu
      }
      """
    let facts = Read.facts(text)
    #expect(
      commands(facts.menuCommands) == [
        "Order > Reorder [command+option r]", "Order > Archive [default a]", "Order > Details [none]",
        "Order > Delete [[] .delete]",
      ]
    )
    #expect(facts.menuCommands.allSatisfy { $0.origin == .code && $0.control == .menuItem })
    #expect(facts.menuCommands[0].title?.source == .verbatim)
    #expect(facts.shortcuts.count == 3)
  }

  @Test("A mask that cannot be read skips the shortcut; an unknown menu leaves the title out")
  func menuItemUnknowns() {
    let text = """
      let item = NSMenuItem(title: "Find", action: nil, keyEquivalent: "f")
      item.keyEquivalentModifierMask = flags
      """
    let facts = Read.facts(text)
    #expect(commands(facts.menuCommands) == ["? > Find [none]"])
  }

  @Test("UIKeyCommand in a UIMenu, with UIKit's modifier names")
  func keyCommands() {
    let text = """
      let order = UIMenu(title: "Order", children: [
        UIKeyCommand(title: "Reorder", action: #selector(reorder), input: "r", modifierFlags: [.command, .alternate]),
        UIKeyCommand(title: "Up", action: #selector(up), input: UIKeyCommand.inputUpArrow, modifierFlags: .command),
      ])
      """
    let facts = Read.facts(text)
    #expect(commands(facts.menuCommands) == ["Order > Reorder [command+option r]", "Order > Up [command .upArrow]"])
    #expect(facts.menuCommands.map(\.control) == [.keyCommand, .keyCommand])
  }
}
