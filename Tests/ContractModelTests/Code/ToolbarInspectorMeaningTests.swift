import Foundation
import Testing

@testable import ContractModel

@Suite("shortcut-standard-meaning on Swift code: ⌥⌘T and ⌥⌘I in an app without a toolbar or inspector command")
struct ToolbarInspectorMeaningTests {
  /// A Mac app whose Format menu holds `items`.
  static func macApp(_ items: String) -> String {
    """
    #if os(macOS)
    import SwiftUI

    @main
    struct NotesApp: App {
      var body: some Scene {
        WindowGroup { Text("Notes") }
          .commands {
            CommandMenu("Format") {
    \(items)
            }
          }
      }
    }
    #endif

    """
  }

  static let clearTodos =
    "          Button(\"Clear Completed Todos\") { }.keyboardShortcut(\"t\", modifiers: [.option, .command])"
  static let link = "          Button(\"Link\") { }.keyboardShortcut(\"i\", modifiers: [.option, .command])"

  @Test("⌥⌘T and ⌥⌘I on other commands while the app has no toolbar or inspector command: information")
  func noSuchCommand() {
    // fsnotes' Format → Clear Completed Todos (⌥⌘T) and Format → Link (⌥⌘I).
    for item in [Self.clearTodos, Self.link] {
      let findings = CodeCheck.findings(swift: Self.macApp(item))
      #expect(findings.map(\.description) == ["Code.swift:10 shortcut-standard-meaning information"], "\(item)")
      #expect(findings.first?.message.contains("the app's code has no command for that meaning") == true)
    }
  }

  @Test("Another Show command is no toolbar or inspector command: still information")
  func otherShowCommand() {
    // fsnotes' Show Spelling and Grammar and Hide/Show Note List.
    #expect(ShortcutStandardMeaning.commandNames(inMeaning: "Show or hide the Toolbar") == [["show", "toolbar"]])
    for item in [Self.clearTodos, Self.link] {
      let app = Self.macApp(
        item + "\n          Button(\"Show Spelling and Grammar\") { }\n          Button(\"Hide/Show Note List\") { }"
      )
      #expect(
        CodeCheck.findings(swift: app).map(\.description) == ["Code.swift:10 shortcut-standard-meaning information"],
        "\(item)"
      )
    }
  }

  @Test("With Show Toolbar or Show Inspector in the app's menus: a warning")
  func withTheCommand() {
    let toolbar = Self.macApp(Self.clearTodos + "\n          Button(\"Show Toolbar\") { }")
    #expect(
      CodeCheck.findings(swift: toolbar).map(\.description) == ["Code.swift:10 shortcut-standard-meaning warning"]
    )
    let inspector = Self.macApp(Self.link + "\n          Button(\"Show Inspector\") { }")
    #expect(
      CodeCheck.findings(swift: inspector).map(\.description) == ["Code.swift:10 shortcut-standard-meaning warning"]
    )
  }
}
