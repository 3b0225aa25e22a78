import ContractModel
import Foundation
import Testing

@Suite("shortcut-conflict on Interface Builder menus: one action written twice")
struct ShortcutConflictSameActionTests {
  /// A storyboard whose main menu holds a File menu and a Tools menu with `fileItem` and `toolsItem`.
  static func storyboard(fileItem: String, toolsItem: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
      <scenes><scene sceneID="1"><objects><application id="2">
        <menu key="mainMenu" title="Main Menu" systemMenu="main" id="3">
          <items>
            <menuItem title="File" id="4">
              <menu key="submenu" title="File" id="5">
                <items>
    \(fileItem)
                </items>
              </menu>
            </menuItem>
            <menuItem title="Tools" id="6">
              <menu key="submenu" title="Tools" id="7">
                <items>
    \(toolsItem)
                </items>
              </menu>
            </menuItem>
          </items>
        </menu>
      </application>
      <customObject id="FR1" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
      </objects></scene></scenes>
    </document>

    """
  }

  /// A `menuItem` titled `title` on ⌘K that sends `selector` to `target`.
  static func item(_ title: String, id: String, selector: String, target: String) -> String {
    """
                  <menuItem title="\(title)" keyEquivalent="k" id="\(id)">
                    <connections>
                      <action selector="\(selector)" target="\(target)" id="\(id)a"/>
                    </connections>
                  </menuItem>
    """
  }

  @Test("Two items that send one action to one target: one command, no conflict")
  func sameAction() {
    let text = Self.storyboard(
      fileItem: Self.item("Clear Log", id: "8", selector: "clearLog:", target: "FR1"),
      toolsItem: Self.item("Clear the Log", id: "9", selector: "clearLog:", target: "FR1")
    )
    #expect(CodeCheck.findings(["Main.storyboard": text]).filter { $0.rule == "shortcut-conflict" } == [])
  }

  @Test("Two items that send different actions, or one action to different targets: a conflict each")
  func differentActions() {
    let texts = [
      Self.storyboard(
        fileItem: Self.item("Clear Log", id: "8", selector: "clearLog:", target: "FR1"),
        toolsItem: Self.item("Compact Log", id: "9", selector: "compactLog:", target: "FR1")
      ),
      Self.storyboard(
        fileItem: Self.item("Clear Log", id: "8", selector: "clear:", target: "FR1"),
        toolsItem: Self.item("Clear History", id: "9", selector: "clear:", target: "AD1")
      ),
    ]
    for text in texts {
      let found = CodeCheck.findings(["Main.storyboard": text]).filter { $0.rule == "shortcut-conflict" }
      #expect(found.count == 2, "\(found)")
    }
  }
}
