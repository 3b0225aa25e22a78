import Foundation
import Testing

@testable import ContractModel

@Suite("shortcut-reserved on Swift code: ⌘, on opening the app's configuration is its Settings item")
struct ShortcutReservedConfigTests {
  /// A Mac menu bar app's `MenuBarExtra` with one button titled `title` (Swift source of the literal) on ⌘,.
  static func findings(title: String) -> [CodeCheck.Finding] {
    let app = """
      import SwiftUI

      func menuBar(editor: URL) -> some Scene {
        MenuBarExtra("Tiles") {
          Button(\(title)) { }.keyboardShortcut(",", modifiers: .command)
        }
      }

      """
    return CodeCheck.findings(["MenuBar.swift": app, "Config/App.xcconfig": "SDKROOT = macosx\n"])
      .filter { $0.rule == "shortcut-reserved" }
  }

  @Test("AeroSpace's Open config in '…', and the like: the item itself, no finding")
  func opensConfiguration() {
    for title in [
      #""Open config in '\(editor.lastPathComponent)'""#, #""Open Configuration…""#, #""Edit Config""#,
      #""Show configuration file""#, #""Open Preferences in a Window""#,
    ] {
      #expect(Self.findings(title: title).isEmpty, "\(title)")
    }
  }

  @Test("Another command about the configuration, or opening something else: still an error")
  func otherCommands() {
    for title in [#""Reload config""#, #""Copy config path""#, #""Open Console""#, #""Open Recent Configs""#] {
      #expect(Self.findings(title: title).map(\.description) == ["MenuBar.swift:5 shortcut-reserved error"], "\(title)")
    }
  }
}
