import Foundation
import Testing

@testable import ContractModel

@Suite("shortcut-reserved on Swift code: an interpolated title is read by its literal parts")
struct ShortcutReservedInterpolationTests {
  /// A status-bar menu of a Mac app holding one AppKit item titled `title` (Swift source of the
  /// literal, quotes included) on `key`.
  static func findings(title: String, key: String) -> [CodeCheck.Finding] {
    let menu = """
      import AppKit
      func statusMenu(appName: String) -> NSMenu {
        let menu = NSMenu()
        menu.addItem(NSMenuItem(title: \(title), action: #selector(AppDelegate.run), keyEquivalent: "\(key)"))
        return menu
      }

      """
    return CodeCheck.findings(["Menu.swift": menu, "Config/App.xcconfig": "SDKROOT = macosx\n"])
  }

  @Test("A title whose literal parts hold no word (MeetingBar's localized Preferences…): not guessed, no finding")
  func noWordAround() {
    for (title, key) in [
      (#""\(NSLocalizedString("status_bar_preferences", comment: ""))…""#, ","),
      (#""\("status_bar_preferences".loco())…""#, ","),
      (#""\(String(localized: "quit_item"))""#, "q"),
      (#""\(appName) – \(version)""#, "h"),
    ] {
      #expect(Self.findings(title: title, key: key).isEmpty, "\(title)")
    }
  }

  @Test("A title whose literal parts name the item (Settings last, Quit first): the item itself, no finding")
  func partsNameTheItem() {
    for (title, key) in [
      (#""\(appName) Settings…""#, ","), (#""Quit \(appName)""#, "q"), (#""Open \(appName) Preferences…""#, ","),
      (#""Hide \(appName)""#, "h"),
    ] {
      #expect(Self.findings(title: title, key: key).isEmpty, "\(title)")
    }
  }

  @Test("A title, written or interpolated, that names another command: an error whose message shows no \\(…)")
  func anotherCommand() {
    let written = Self.findings(title: #""Open Recent""#, key: ",")
    #expect(written.map(\.description) == ["Menu.swift:4 shortcut-reserved error"])
    let interpolated = Self.findings(title: #""Open \(appName)…""#, key: ",")
    #expect(interpolated.map(\.description) == ["Menu.swift:4 shortcut-reserved error"])
    #expect(
      interpolated.first?.message
        == "⌘, is Settings in every Mac app's app menu, so it cannot trigger Open …: choose another shortcut."
    )
    let quit = Self.findings(title: #""\(appName) Quit Guide""#, key: "q")
    #expect(quit.map(\.description) == ["Menu.swift:4 shortcut-reserved error"])
    #expect(quit.first?.message.contains("cannot trigger … Quit Guide:") == true)
  }

  @Test("A system shortcut on an interpolated title: reserved, and the message shows the title without \\(…)")
  func systemShortcut() {
    let app = ShortcutCodeRuleTests.app(
      #"          Button("Search \(scope)") { }.keyboardShortcut(.space, modifiers: .command)"#
    )
    let findings = CodeCheck.findings(swift: app)
    #expect(findings.map(\.rule) == ["shortcut-reserved"])
    #expect(findings.first?.message.contains("Order → Search … needs another shortcut.") == true)
    #expect(findings.first?.message.contains("\\(") == false)
  }
}
