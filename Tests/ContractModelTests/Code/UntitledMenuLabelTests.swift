import ContractModel
import Foundation
import Testing

@Suite("Shortcut rules on Swift code: an untitled menu (an inline UIMenu) is not named in a command's place")
struct UntitledMenuLabelTests {
  @Test("Two key commands in UIMenu(title: \"\") on one chord: the message names the commands, not an empty menu")
  func untitledInlineMenu() {
    let findings = CodeCheck.findings([
      "iOS/MenuManager.swift": """
      import UIKit

      class MenuManager {
        init(builder: UIMenuBuilder) {
          builder.insertSibling(viewMenu(), beforeMenu: .fullscreen)
          builder.insertChild(fileMenu(), atStartOfMenu: .file)
        }

        private func viewMenu() -> UIMenu {
          UIMenu(title: "", image: nil, identifier: nil, options: .displayInline, children: [
            UIKeyCommand(title: "Reload Page", action: #selector(refresh), input: "r", modifierFlags: .command),
          ])
        }

        private func fileMenu() -> UIMenu {
          UIMenu(title: "", image: nil, identifier: nil, options: .displayInline, children: [
            UIKeyCommand(title: "Update Sensors", action: #selector(updateSensors), input: "r", modifierFlags: .command),
          ])
        }
      }

      """
    ]).filter { $0.rule == "shortcut-conflict" }
    #expect(
      findings.map(\.message) == [
        "⌘R on iPad triggers Reload Page and also Update Sensors: give one of them another shortcut."
          + " (Only one of the menu commands runs.)",
        "⌘R on iPad triggers Update Sensors and also Reload Page: give one of them another shortcut."
          + " (Only one of the menu commands runs.)",
      ]
    )
  }

  @Test("A titled menu is still named: File Actions → Update Sensors")
  func titledMenu() {
    let findings = CodeCheck.findings([
      "iOS/MenuManager.swift": """
      import UIKit

      class MenuManager {
        init(builder: UIMenuBuilder) {
          builder.insertChild(fileMenu(), atStartOfMenu: .file)
        }

        private func fileMenu() -> UIMenu {
          UIMenu(title: "File Actions", children: [
            UIKeyCommand(title: "Reload Page", action: #selector(refresh), input: "r", modifierFlags: .command),
            UIKeyCommand(title: "Update Sensors", action: #selector(updateSensors), input: "r", modifierFlags: .command),
          ])
        }
      }

      """
    ]).filter { $0.rule == "shortcut-conflict" }
    #expect(
      findings.first?.message.hasPrefix(
        "⌘R on iPad triggers File Actions → Reload Page and also File Actions → Update Sensors"
      ) == true,
      "\(findings.map(\.message))"
    )
  }
}
