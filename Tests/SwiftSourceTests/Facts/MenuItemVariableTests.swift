import SwiftSource
import Testing

@Suite("Facts: NSMenuItem variables, their masks and keys")
struct MenuItemVariableTests {
  /// Commands as `Menu > Title [shortcut]`.
  private func commands(_ text: String) -> [String] {
    Read.facts(text).menuCommands.map { command in
      (command.context.menuTitle ?? "?") + " > " + (command.title?.displayText ?? "?") + " ["
        + Read.describe(command.shortcut) + "]"
    }
  }

  /// `lines` in a function that makes the menu `Product`.
  private func product(_ lines: String) -> String {
    "func buildMenu() -> NSMenu {\n  let menu = NSMenu(title: \"Product\")\n\(lines)\n  return menu\n}\n"
  }

  @Test("insert, formUnion, remove and subtract of literal members are read exactly")
  func setOperations() {
    let text = product(
      """
        let run = NSMenuItem(title: "Run", action: nil, keyEquivalent: "r")
        menu.addItem(run)
        let runTests = NSMenuItem(title: "Run Tests", action: nil, keyEquivalent: "r")
        runTests.keyEquivalentModifierMask.insert(.option)
        menu.addItem(runTests)
        let profile = NSMenuItem(title: "Profile", action: nil, keyEquivalent: "i")
        profile.keyEquivalentModifierMask.formUnion([.option, .shift])
        menu.addItem(profile)
        let clean = NSMenuItem(title: "Clean", action: nil, keyEquivalent: "k")
        clean.keyEquivalentModifierMask = [.command, .shift, .option]
        clean.keyEquivalentModifierMask.remove(.option)
        menu.addItem(clean)
        let stop = NSMenuItem(title: "Stop", action: nil, keyEquivalent: ".")
        stop.keyEquivalentModifierMask.subtract(NSEvent.ModifierFlags.command)
        menu.addItem(stop)
      """
    )
    #expect(
      commands(text) == [
        "Product > Run [default r]", "Product > Run Tests [command+option r]",
        "Product > Profile [command+option+shift i]", "Product > Clean [command+shift k]", "Product > Stop [[] .]",
      ]
    )
  }

  @Test("A mask changed in a form not read leaves the shortcut unread, never the default ⌘")
  func unreadForms() {
    let forms = [
      "item.keyEquivalentModifierMask += .option", "item.keyEquivalentModifierMask |= [.option]",
      "item.keyEquivalentModifierMask.insert(extra)", "item.keyEquivalentModifierMask.formIntersection(.option)",
      "item.keyEquivalentModifierMask.update(with: .option)", "toggle(&item.keyEquivalentModifierMask)",
      "item.keyEquivalentModifierMask = NSEvent.ModifierFlags.command.union(.option)",
      "item.keyEquivalentModifierMask = [.command]\n    .union(.option)", "item?.keyEquivalentModifierMask.insert(x)",
      "item.keyEquivalentModifierMask = flags", "item.keyEquivalent = settings.runKey",
      "if debug { item.keyEquivalentModifierMask.insert(.option) }",
      "items.forEach { _ in item.keyEquivalentModifierMask = [.option] }",
    ]
    for form in forms {
      let text = product(
        "  let item = NSMenuItem(title: \"Run\", action: nil, keyEquivalent: \"r\")\n  \(form)\n  menu.addItem(item)"
      )
      #expect(commands(text) == ["Product > Run [none]"], "\(form)")
    }
  }

  @Test("The = array and .union forms read as before; reading the mask changes nothing")
  func assignmentsAndReads() {
    let text = product(
      """
        let run = NSMenuItem(title: "Run", action: nil, keyEquivalent: "r")
        run.keyEquivalentModifierMask = [.command, .option]
        if run.keyEquivalentModifierMask.contains(.option) { log(run.keyEquivalentModifierMask) }
        let saved = run.keyEquivalentModifierMask
        menu.addItem(run)
        let build = NSMenuItem(title: "Build", action: nil, keyEquivalent: "b")
        build.keyEquivalentModifierMask =
          [.command, .shift]
        menu.addItem(build)
        let archive = NSMenuItem(title: "Archive", action: nil, keyEquivalent: "a")
        archive.keyEquivalentModifierMask = NSEvent.ModifierFlags.command.union(.option)
        menu.addItem(archive)
      """
    )
    #expect(
      commands(text) == [
        "Product > Run [command+option r]", "Product > Build [command+shift b]", "Product > Archive [none]",
      ]
    )
  }

  @Test("A reassigned var: the mask and addItem after the reassignment are the new item's")
  func reassignedMaskAfter() {
    let text = """
      final class MenuBuilder {
        func build() -> NSMenu {
          let menu = NSMenu(title: "Tools")
          var item = NSMenuItem(title: "Run", action: nil, keyEquivalent: "r")
          menu.addItem(item)
          item = NSMenuItem(title: "Run Tests", action: nil, keyEquivalent: "u")
          item.keyEquivalentModifierMask = [.command, .option]
          menu.addItem(item)
          return menu
        }
      }
      """
    #expect(commands(text) == ["Tools > Run [default r]", "Tools > Run Tests [command+option u]"])
  }

  @Test("A reassigned var: the mask before the reassignment is the first item's")
  func reassignedMaskBefore() {
    let text = product(
      """
        var item = NSMenuItem(title: "Run", action: nil, keyEquivalent: "r")
        item.keyEquivalentModifierMask = [.command, .shift]
        menu.addItem(item)
        item = NSMenuItem(title: "Run Tests", action: nil, keyEquivalent: "u")
        menu.addItem(item)
        item = menu.addItem(withTitle: "Profile", action: nil, keyEquivalent: "i")
        item.keyEquivalentModifierMask.insert(.option)
      """
    )
    #expect(
      commands(text) == [
        "Product > Run [command+shift r]", "Product > Run Tests [default u]", "Product > Profile [command+option i]",
      ]
    )
  }

  @Test("Two variables each keep their own mask and menu; a reassigned menu variable too")
  func twoVariables() {
    let text = """
      func build() {
        var menu = NSMenu(title: "Tools")
        let run = NSMenuItem(title: "Run", action: nil, keyEquivalent: "r")
        let test = NSMenuItem(title: "Test", action: nil, keyEquivalent: "u")
        test.keyEquivalentModifierMask = [.command, .option]
        run.keyEquivalentModifierMask = [.command, .control]
        menu.addItem(run)
        menu = NSMenu(title: "Debug")
        menu.addItem(test)
      }
      """
    #expect(commands(text) == ["Tools > Run [command+control r]", "Debug > Test [command+option u]"])
  }

  @Test("A reassignment inside an if before the use: which item is meant is not guessed")
  func reassignedInCondition() {
    let text = product(
      """
        var item = NSMenuItem(title: "Run", action: nil, keyEquivalent: "r")
        if advanced { item = NSMenuItem(title: "Run Tests", action: nil, keyEquivalent: "u") }
        item.keyEquivalentModifierMask = [.command, .option]
        menu.addItem(item)
      """
    )
    #expect(commands(text) == ["? > Run [none]", "? > Run Tests [none]"])
  }

  @Test("A variable of the same name in a loop's braces is another variable")
  func shadowedInLoop() {
    let text = product(
      """
        let item = NSMenuItem(title: "Find", action: nil, keyEquivalent: "f")
        for title in titles {
          let item = NSMenuItem(title: "Recent", action: nil, keyEquivalent: "e")
          item.keyEquivalentModifierMask = [.option]
          menu.addItem(item)
        }
        for item in menu.items { print(item.keyEquivalentModifierMask.contains(.shift)) }
        item.keyEquivalentModifierMask = [.command, .shift]
        menu.addItem(item)
      """
    )
    #expect(commands(text) == ["Product > Find [command+shift f]", "Product > Recent [option e]"])
  }

  @Test("A property's mask changed in its type's initializer; its key set after it is made")
  func propertyAndKey() {
    let text = """
      final class AppMenu {
        init() {
          findNext.keyEquivalentModifierMask.insert(.shift)
          menu.addItem(findNext)
          go.keyEquivalent = "g"
          menu.addItem(go)
        }
        let menu = NSMenu(title: "Edit")
        let findNext = NSMenuItem(title: "Find Next", action: nil, keyEquivalent: "g")
        let go = NSMenuItem(title: "Go", action: nil, keyEquivalent: "")
      }
      """
    #expect(commands(text) == ["Edit > Find Next [command+shift g]", "Edit > Go [default g]"])
  }

  @Test("CRLF line ends and emoji titles keep the items' locations exact")
  func crlfAndEmoji() throws {
    let lines = [
      "func build() -> NSMenu {", "  let menu = NSMenu(title: \"🧪 Tools\")",
      "  var item = NSMenuItem(title: \"🚀 Run\", action: nil, keyEquivalent: \"r\")", "  menu.addItem(item)",
      "  item = NSMenuItem(title: \"🧪 Run Tests\", action: nil, keyEquivalent: \"u\")",
      "  item.keyEquivalentModifierMask.insert(.option)", "  menu.addItem(item)", "  return menu", "}",
    ]
    let text = lines.joined(separator: "\r\n")
    #expect(commands(text) == ["🧪 Tools > 🚀 Run [default r]", "🧪 Tools > 🧪 Run Tests [command+option u]"])
    let bytes = Array(text.utf8)
    let locations = Read.facts(text).menuCommands.map(\.location.range)
    #expect(
      locations.map { String(decoding: bytes[$0], as: UTF8.self) } == [
        "NSMenuItem(title: \"🚀 Run\", action: nil, keyEquivalent: \"r\")",
        "NSMenuItem(title: \"🧪 Run Tests\", action: nil, keyEquivalent: \"u\")",
      ]
    )
  }
}
