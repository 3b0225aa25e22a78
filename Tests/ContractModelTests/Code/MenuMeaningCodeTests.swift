import ContractModel
import Testing

@Suite("shortcut-standard-meaning: a menu named for the meaning")
struct MenuMeaningCodeTests {
  /// A Mac app's `.commands` holding `commands`.
  static func app(_ commands: String) -> String {
    """
    import SwiftUI

    #if os(macOS)
    @main
    struct ShopApp: App {
      var body: some Scene {
        WindowGroup { Text("Orders") }
          .commands {
    \(commands)
          }
      }
    }
    #endif

    """
  }

  @Test("An item of the Help menu on ⌘? (the app's website), of a New submenu on ⌘N: the menu carries the meaning")
  func menuCarriesMeaning() {
    let commands = [
      "CommandGroup(replacing: .help) { Button(\"Shop Website\") { }.keyboardShortcut(\"?\") }",
      "CommandMenu(\"Help\") { Button(\"Shop Website\") { }.keyboardShortcut(\"?\") }",
      "CommandMenu(\"Order\") { Menu(\"New\") { Button(\"Order…\") { }.keyboardShortcut(\"n\") } }",
    ]
    for command in commands {
      #expect(CodeCheck.rules(swift: Self.app(command)) == [], "\(command)")
    }
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="1"><objects><application id="2">
          <menu key="mainMenu" title="Main Menu" systemMenu="main" id="3">
            <items>
              <menuItem title="Help" id="4">
                <menu key="submenu" title="Help" systemMenu="help" id="5">
                  <items>
                    <menuItem title="Shop website" keyEquivalent="?" id="6"/>
                  </items>
                </menu>
              </menuItem>
            </items>
          </menu>
        </application></objects></scene></scenes>
      </document>

      """
    #expect(CodeCheck.findings(["Main.storyboard": storyboard]).isEmpty)
  }

  @Test("A menu whose title is a word of the meaning but not its command (Window for ⌘W's Close): a warning")
  func menuWordIsNotCommand() {
    let commands = [
      "CommandMenu(\"Window\") { Button(\"Sidebar\") { }.keyboardShortcut(\"w\") }",
      "CommandMenu(\"Order\") { Button(\"Shop Website\") { }.keyboardShortcut(\"?\") }",
      "CommandMenu(\"Help\") { Menu(\"Links\") { Button(\"Shop Website\") { }.keyboardShortcut(\"?\") } }",
    ]
    for command in commands {
      #expect(CodeCheck.rules(swift: Self.app(command)) == ["shortcut-standard-meaning"], "\(command)")
    }
  }
}
