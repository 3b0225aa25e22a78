import ContractModel
import Foundation
import Testing

@Suite("Shortcut rules on Swift code: a UIKeyCommand's upper-case input is the letter's key, without ⇧")
struct KeyCommandCaseTests {
  /// An iPad file with two key commands in the menu bar, as Home Assistant's `MenuManager` writes them.
  static func menus(_ first: String, _ second: String) -> [String: String] {
    [
      "iOS/MenuManager.swift": """
      import UIKit

      class MenuManager {
        init(builder: UIMenuBuilder) {
          builder.insertSibling(viewMenu(), beforeMenu: .fullscreen)
          builder.insertChild(fileMenu(), atStartOfMenu: .file)
        }

        private func viewMenu() -> UIMenu {
          UIMenu(title: "View Actions", children: [
            UIKeyCommand(title: "Reload Page", action: #selector(refresh), \(first)),
          ])
        }

        private func fileMenu() -> UIMenu {
          UIMenu(title: "File Actions", children: [
            UIKeyCommand(title: "Update Sensors", action: #selector(updateSensors), \(second)),
          ])
        }
      }

      """
    ]
  }

  static func conflicts(_ first: String, _ second: String) -> [CodeCheck.Finding] {
    CodeCheck.findings(menus(first, second)).filter { $0.rule == "shortcut-conflict" }
  }

  @Test("input \"R\" with ⌘ is ⌘R (Home Assistant's Reload Page), not ⇧⌘R: no conflict with ⇧⌘R")
  func upperCaseInputIsTheKey() {
    #expect(
      Self.conflicts("input: \"R\", modifierFlags: [.command]", "input: \"R\", modifierFlags: [.command, .shift]")
        .isEmpty
    )
    #expect(
      Self.conflicts("input: \"r\", modifierFlags: .command", "input: \"R\", modifierFlags: [.shift, .command]").isEmpty
    )
  }

  @Test("The same chord in either case, or ⇧ written on both: a conflict on each")
  func sameChordConflicts() {
    for (first, second, chord) in [
      ("input: \"R\", modifierFlags: .command", "input: \"r\", modifierFlags: .command", "⌘R"),
      ("input: \"R\", modifierFlags: [.command, .shift]", "input: \"r\", modifierFlags: [.shift, .command]", "⇧⌘R"),
    ] {
      let findings = Self.conflicts(first, second)
      #expect(findings.count == 2, "\(first)")
      #expect(findings.allSatisfy { $0.message.hasPrefix("\(chord) on iPad triggers") }, "\(findings.map(\.message))")
    }
  }

  @Test("SwiftUI's .keyboardShortcut(\"R\") still adds ⇧")
  func swiftUIUpperCaseAddsShift() {
    let findings = CodeCheck.findings(
      swift: """
        import SwiftUI

        struct ReloadCommands: Commands {
          var body: some Commands {
            CommandMenu("Page") {
              Button("Reload Page") { }.keyboardShortcut("R")
              Button("Update Sensors") { }.keyboardShortcut("r", modifiers: [.command, .shift])
            }
          }
        }

        """
    ).filter { $0.rule == "shortcut-conflict" }
    #expect(findings.count == 2)
    #expect(findings.allSatisfy { $0.message.hasPrefix("⇧⌘R on ") })
  }
}
