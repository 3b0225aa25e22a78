import Foundation
import Testing

@testable import ContractModel

@Suite("Shortcut rules on Swift code")
struct ShortcutCodeRuleTests {
  /// An app whose Order menu holds `items` (lines of Swift inside `CommandMenu("Order")`).
  static func app(_ items: String) -> String {
    """
    import SwiftUI

    @main
    struct ShopApp: App {
      var body: some Scene {
        WindowGroup { Text("Orders") }
          .commands {
            CommandMenu("Order") {
    \(items)
            }
          }
      }
    }

    """
  }

  @Test("Two items of one CommandMenu with one shortcut: a conflict at each, naming the other")
  func conflictInOneMenu() {
    let findings = CodeCheck.findings(
      swift: Self.app(
        """
              Button("Reorder") { }.keyboardShortcut("r")
              Button("Refresh") { }.keyboardShortcut("r", modifiers: .command)
        """
      )
    )
    #expect(
      findings.map(\.description) == [
        "Code.swift:9 shortcut-conflict warning", "Code.swift:10 shortcut-conflict warning",
      ]
    )
    #expect(findings[0].message.hasPrefix("⌘R on iPad and Mac triggers Order → Reorder and also Order → Refresh"))
    #expect(findings[0].message.contains("(Only one of the menu commands runs.)"))
  }

  @Test("One command bound in two places, different shortcuts, or exclusive platforms: no conflict")
  func noConflict() {
    #expect(
      CodeCheck.rules(
        swift: Self.app(
          """
                Button("Reorder") { }.keyboardShortcut("r")
                Button("Refresh") { }.keyboardShortcut("r", modifiers: [.command, .shift])
          """
        )
      ) == []
    )
    #expect(
      CodeCheck.rules(
        swift: Self.app(
          """
                #if os(macOS)
                Button("Reorder") { }.keyboardShortcut("r")
                #else
                Button("Refresh") { }.keyboardShortcut("r")
                #endif
          """
        )
      ) == []
    )
    #expect(
      CodeCheck.rules(
        swift: Self.app(
          """
                Button("Reorder") { }.keyboardShortcut("r")
                Button("Reorder…") { }.keyboardShortcut("r")
          """
        )
      ) == []
    )
  }

  @Test("Controls of two different views may never be on screen together: no conflict; in one view: a conflict")
  func controlsOfViews() {
    let twoViews = """
      import SwiftUI
      struct A: View {
        var body: some View { Button("Lock") { }.keyboardShortcut("k") }
      }
      struct B: View {
        var body: some View { Button("Link") { }.keyboardShortcut("k") }
      }
      """
    #expect(CodeCheck.rules(swift: twoViews) == [])
    let oneView = """
      import SwiftUI
      struct A: View {
        var body: some View {
          HStack {
            Button("Lock") { }.keyboardShortcut("k")
            Button("Link") { }.keyboardShortcut("k")
          }
        }
      }
      """
    #expect(CodeCheck.rules(swift: oneView) == ["shortcut-conflict", "shortcut-conflict"])
  }

  @Test("A shortcut that SwiftUI reads as Shift for an upper-case letter conflicts with the written ⇧⌘")
  func upperCaseLetter() {
    let findings = CodeCheck.findings(
      swift: Self.app(
        """
              Button("Export") { }.keyboardShortcut("E")
              Button("Email") { }.keyboardShortcut("e", modifiers: [.shift, .command])
        """
      )
    )
    #expect(findings.map(\.rule) == ["shortcut-conflict", "shortcut-conflict"])
    #expect(findings[0].message.hasPrefix("⇧⌘E on"))
  }

  @Test("A computed key is skipped, never guessed")
  func computedKey() {
    #expect(
      CodeCheck.rules(
        swift: Self.app(
          """
                Button("Reorder") { }.keyboardShortcut(reorderKey)
                Button("Refresh") { }.keyboardShortcut(reorderKey)
                Button("Quit Now") { }.keyboardShortcut(quitKey)
          """
        )
      ) == []
    )
  }

  @Test("⌘Q on something other than Quit: shortcut-reserved, an error in a Mac build; on Quit itself: none")
  func reservedAppMenu() {
    let queue = Self.app("          Button(\"Queue\") { }.keyboardShortcut(\"q\")")
    let findings = CodeCheck.findings(["Code.swift": queue, "Config/App.xcconfig": "SDKROOT = macosx\n"])
    #expect(findings.map(\.description) == ["Code.swift:9 shortcut-reserved error"])
    #expect(
      findings.first?.message
        == "⌘Q is Quit in every Mac app's app menu, so it cannot trigger Order → Queue: choose another shortcut."
    )
    // Nothing says the app is built for the Mac: a warning that says how the code was read.
    let assumed = CodeCheck.findings(swift: queue)
    #expect(assumed.map(\.description) == ["Code.swift:9 shortcut-reserved warning"])
    #expect(
      assumed.first?.message.hasSuffix(
        "no project settings, platform folder or #if say what this file is built for, so it is held to iPad and Mac alike."
      ) == true
    )
    #expect(CodeCheck.rules(swift: Self.app("          Button(\"Quit Shop\") { }.keyboardShortcut(\"q\")")) == [])
    #expect(CodeCheck.rules(swift: Self.app("          Button(\"Settings…\") { }.keyboardShortcut(\",\")")) == [])
  }

  @Test("⌘, on a title that ends with Settings (a status-bar menu's 'Leaf Settings…'): the item itself")
  func settingsNamedLast() {
    let mac = "Config/App.xcconfig"
    for title in ["Leaf Settings…", "Open Preferences…"] {
      let item = """
        import AppKit
        func statusMenu() -> NSMenu {
          let menu = NSMenu(title: "Leaf")
          menu.addItem(NSMenuItem(title: "\(title)", action: nil, keyEquivalent: ","))
          return menu
        }
        """
      #expect(CodeCheck.findings(["Menu.swift": item, mac: "SDKROOT = macosx\n"]).isEmpty)
    }
    // Settings is not the last word, or the item is named by a verb: another command.
    for (title, key) in [("Sidebar Settings Panel", ","), ("Leaf Quit", "q")] {
      let other = Self.app("          Button(\"\(title)\") { }.keyboardShortcut(\"\(key)\")")
      #expect(
        CodeCheck.findings(["Code.swift": other, mac: "SDKROOT = macosx\n"]).map(\.rule) == ["shortcut-reserved"]
      )
    }
  }

  @Test("⌘H taken on iPad and the app menu's on Mac: an error where the builds are named or #if says, else a warning")
  func reservedOnAssumedPlatforms() {
    let hide = Self.app("          Button(\"Highlight\") { }.keyboardShortcut(\"h\")")
    // Taken on iPad (Home Screen) and on Mac (Hide): whatever the build, an error.
    #expect(CodeCheck.findings(swift: hide).map(\.description) == ["Code.swift:9 shortcut-reserved error"])
    let hideLeaf = Self.app("          Button(\"Hide Leaf 🍃\") { }.keyboardShortcut(\"h\")")
    // The item itself on Mac; taken on iPad only if the app is built for iPad.
    #expect(CodeCheck.findings(swift: hideLeaf).map(\.description) == ["Code.swift:9 shortcut-reserved warning"])
    #expect(
      CodeCheck.findings(["Code.swift": hideLeaf, "Config/App.xcconfig": "SDKROOT = macosx\n"]).isEmpty
    )
    #expect(
      CodeCheck.findings(["Code.swift": hideLeaf, "Config/App.xcconfig": "SDKROOT = iphoneos\n"]).map(\.description)
        == ["Code.swift:9 shortcut-reserved error"]
    )
    let iOSOnly = "#if os(iOS)\n" + hideLeaf + "#endif\n"
    #expect(CodeCheck.findings(swift: iOSOnly).map(\.description) == ["Code.swift:10 shortcut-reserved error"])
  }

  @Test("A shortcut the system takes: reserved whatever the title; a title that is not text is not read as Quit")
  func reservedBySystem() {
    let findings = CodeCheck.findings(
      swift: Self.app("          Button(\"Search\") { }.keyboardShortcut(.space, modifiers: .command)")
    )
    #expect(findings.map(\.rule) == ["shortcut-reserved"])
    #expect(findings.first?.message.hasPrefix("⌘Space is reserved on iPad (the system takes it") == true)
    #expect(
      findings.first?.message.contains("and Mac (the system takes it before the app (Show or hide the Spotlight")
        == true
    )
    #expect(CodeCheck.rules(swift: Self.app("          Button(title) { }.keyboardShortcut(\"q\")")) == [])
  }

  @Test("In an app with a native Mac target, #if os(iOS) code is the iOS app's: not held to the Mac's app menu")
  func iOSOnlyNotMac() {
    let iOSView = """
      import SwiftUI
      #if os(iOS)
      struct A: View {
        var body: some View { Button("Queue") { }.keyboardShortcut("q") }
      }
      #endif
      """
    let macView = """
      import SwiftUI
      #if os(macOS)
      struct B: View {
        var body: some View { Text("Mac") }
      }
      #endif
      """
    #expect(CodeCheck.findings(["A.swift": iOSView, "B.swift": macView]).isEmpty)
    // Without native Mac code, the Mac app may be the iPad app on Catalyst, where os(iOS) holds.
    #expect(CodeCheck.findings(["A.swift": iOSView]).map(\.rule) == ["shortcut-reserved"])
    // Catalyst named: the Catalyst build is made, and os(iOS) code is in it.
    let catalyst = macView.replacingOccurrences(
      of: "#if os(macOS)",
      with: "#if os(macOS) || targetEnvironment(macCatalyst)"
    )
    #expect(CodeCheck.findings(["A.swift": iOSView, "B.swift": catalyst]).map(\.rule) == ["shortcut-reserved"])
    let excluded = iOSView.replacingOccurrences(
      of: "#if os(iOS)",
      with: "#if os(iOS) && !targetEnvironment(macCatalyst)"
    )
    #expect(CodeCheck.findings(["A.swift": excluded]).isEmpty)
  }

  @Test("⌘F on Favorite: shortcut-standard-meaning; on Find, Search or Filter (a synonym): none")
  func standardMeaning() {
    let findings = CodeCheck.findings(swift: Self.app("          Button(\"Favorite\") { }.keyboardShortcut(\"f\")"))
    #expect(findings.map(\.description) == ["Code.swift:9 shortcut-standard-meaning warning"])
    #expect(
      findings.first?.message.hasPrefix(
        "⌘F has a standard meaning on iPad (Find) and Mac (Find in the document); Order → Favorite"
      ) == true
    )
    #expect(CodeCheck.rules(swift: Self.app("          Button(\"Find…\") { }.keyboardShortcut(\"f\")")) == [])
    #expect(CodeCheck.rules(swift: Self.app("          Button(\"Search Orders\") { }.keyboardShortcut(\"f\")")) == [])
    #expect(CodeCheck.rules(swift: Self.app("          Button(\"Filter Orders\") { }.keyboardShortcut(\"f\")")) == [])
  }

  @Test("A Format-menu shortcut on another command: information while the app has no such command, else a warning")
  func optionalStandardCommand() {
    func macApp(_ items: String) -> String {
      "#if os(macOS)\n" + Self.app(items) + "#endif\n"
    }
    let copyLink = "          Button(\"Copy Link\") { }.keyboardShortcut(\"c\", modifiers: [.shift, .command])"
    let alone = CodeCheck.findings(swift: macApp(copyLink))
    #expect(alone.map(\.description) == ["Code.swift:10 shortcut-standard-meaning information"])
    #expect(alone.first?.message.contains("the app's code has no command for that meaning") == true)
    let withColors = CodeCheck.findings(swift: macApp(copyLink + "\n          Button(\"Show Colors\") { }"))
    #expect(withColors.map(\.description) == ["Code.swift:10 shortcut-standard-meaning warning"])
    // ⌘C is Copy in every app, whatever the code names: a warning.
    let copy = "          Button(\"Favorite\") { }.keyboardShortcut(\"c\")"
    #expect(
      CodeCheck.findings(swift: macApp(copy)).map(\.description) == ["Code.swift:10 shortcut-standard-meaning warning"]
    )
  }

  @Test(
    "⇧⌘S and ⇧⌘G in an app without documents or Find (a video player): information; with Save As, Duplicate or Find Previous: a warning"
  )
  func documentAndFindCommands() {
    func macApp(_ items: String) -> String {
      "#if os(macOS)\n" + Self.app(items) + "#endif\n"
    }
    let screenshot =
      "          Button(\"Take a Screenshot\") { }.keyboardShortcut(\"s\", modifiers: [.shift, .command])"
    let filters = "          Button(\"Audio Filters…\") { }.keyboardShortcut(\"g\", modifiers: [.shift, .command])"
    for item in [screenshot, filters] {
      #expect(
        CodeCheck.findings(swift: macApp(item)).map(\.description) == [
          "Code.swift:10 shortcut-standard-meaning information"
        ],
        "\(item)"
      )
    }
    for other in ["Save As…", "Duplicate"] {
      let app = macApp(screenshot + "\n          Button(\"\(other)\") { }")
      #expect(
        CodeCheck.findings(swift: app).map(\.description) == ["Code.swift:10 shortcut-standard-meaning warning"],
        "\(other)"
      )
    }
    let withFind = macApp(filters + "\n          Button(\"Find Previous\") { }")
    #expect(
      CodeCheck.findings(swift: withFind).map(\.description) == ["Code.swift:10 shortcut-standard-meaning warning"]
    )
  }

  @Test("⇧⌘A in an app without Deselect All (a text editor's Select Line): information; with Deselect All: a warning")
  func deselectAll() {
    func macApp(_ items: String) -> String {
      "#if os(macOS)\n" + Self.app(items) + "#endif\n"
    }
    let selectLine = "          Button(\"Select Line\") { }.keyboardShortcut(\"a\", modifiers: [.shift, .command])"
    #expect(
      CodeCheck.findings(swift: macApp(selectLine)).map(\.description) == [
        "Code.swift:10 shortcut-standard-meaning information"
      ]
    )
    let withDeselect = macApp(selectLine + "\n          Button(\"Deselect All\") { }")
    #expect(
      CodeCheck.findings(swift: withDeselect).map(\.description) == ["Code.swift:10 shortcut-standard-meaning warning"]
    )
  }

  @Test("The command names of a standard meaning: its Title-Case words and each alternative's, up to a colon")
  func commandNamesOfMeaning() {
    let cases: [(String, [[String]])] = [
      ("Save As, or Duplicate", [["save", "as"], ["duplicate"]]),
      ("Copy Style of the selected text", [["copy", "style"]]),
      ("Find Previous occurrence", [["find", "previous"]]),
      ("Italic; without text editing, Get Info", [["italic"], ["get", "info"]]),
      ("Decrease size: make the selection smaller", [["decrease"]]),
      ("Show Spelling and Grammar", [["show", "spelling", "grammar"]]),
    ]
    for (meaning, names) in cases {
      #expect(ShortcutStandardMeaning.commandNames(inMeaning: meaning) == names, "\(meaning)")
    }
  }

  @Test("A menu title that carries the meaning in a later word, or Apple's other standard use: no standard-meaning")
  func meaningInTitle() {
    let items = [
      "Button(\"Article Search…\") { }.keyboardShortcut(\"f\", modifiers: [.option, .command])",
      "Button(\"Find and Replace…\") { }.keyboardShortcut(\"f\", modifiers: [.option, .command])",
      "Button(\"Filter Bookmarks\") { }.keyboardShortcut(\"f\", modifiers: [.option, .command])",
      "Button(\"Stop Build\") { }.keyboardShortcut(\".\")",
      "Button(\"Show Previous Tab\") { }.keyboardShortcut(\"[\", modifiers: [.shift, .command])",
      "Button(\"Leaf Help\") { }.keyboardShortcut(\"?\")",
      "Button(\"New Tab\") { }.keyboardShortcut(\"t\")",
      "Button(\"Zoom In\") { }.keyboardShortcut(\"+\")",
      "Button(\"Zoom Out\") { }.keyboardShortcut(\"-\")",
    ]
    for item in items {
      // (⌘. is the system's on iPad: shortcut-reserved there, a matter of another rule.)
      #expect(!CodeCheck.rules(swift: Self.app("          " + item)).contains("shortcut-standard-meaning"), "\(item)")
    }
  }

  @Test("Interface Builder menus: a conflict inside one file, none across files (another app's menu)")
  func interfaceBuilder() {
    func menu(_ items: String) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
        <objects>
          <menu title="Main Menu" systemMenu="main" id="1">
            <items>
              <menuItem title="Order" id="2">
                <menu key="submenu" title="Order" id="3">
                  <items>
      \(items)
                  </items>
                </menu>
              </menuItem>
            </items>
          </menu>
        </objects>
      </document>

      """
    }
    let both = menu(
      """
                  <menuItem title="Reorder" keyEquivalent="r" id="4"/>
                  <menuItem title="Refresh" keyEquivalent="r" id="5"/>
      """
    )
    #expect(
      CodeCheck.findings(["Main.xib": both]).map(\.description) == [
        "Main.xib:9 shortcut-conflict warning", "Main.xib:10 shortcut-conflict warning",
      ]
    )
    let first = menu("            <menuItem title=\"Reorder\" keyEquivalent=\"r\" id=\"4\"/>")
    let second = menu("            <menuItem title=\"Refresh\" keyEquivalent=\"r\" id=\"5\"/>")
    #expect(CodeCheck.findings(["A/Main.xib": first, "B/Main.xib": second]).isEmpty)
  }
}
