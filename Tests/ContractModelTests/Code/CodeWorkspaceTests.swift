import ContractModel
import Testing

@Suite("Code files in the workspace")
struct CodeWorkspaceTests {
  static let shipped = CodeCheck.fixtures("Shipped")

  @Test("Code files are kept by extension; other names are left out")
  func kinds() {
    #expect(CodeFileKind(path: "App/Orders.swift") == .swift)
    #expect(CodeFileKind(path: "Base.lproj/Main.storyboard") == .interfaceBuilder)
    #expect(CodeFileKind(path: "MainMenu.xib") == .interfaceBuilder)
    #expect(CodeFileKind(path: "en.lproj/Localizable.strings") == .stringsTable)
    #expect(CodeFileKind(path: "en.lproj/InfoPlist.strings") == nil)
    #expect(CodeFileKind(path: "Localizable.xcstrings") == .stringCatalog)
    #expect(CodeFileKind(path: "Orders.contract") == nil)
    let workspace = CodeCheck.workspace(["A.swift": "struct A {}", "notes.txt": "text"])
    #expect(workspace.codeFileKeys == ["A.swift"])
  }

  @Test("A test file (it imports XCTest or Testing) is not the app: no finding; the same code in the app: findings")
  func testFiles() {
    // A unit test of CotEditor's shortcut package.
    let code = """
      import AppKit

      final class MenuTests {
        func commandName() {
          let menu = NSMenu()
          menu.items = [NSMenuItem(title: "aaa", action: nil, keyEquivalent: "A")]
        }
      }

      final class DialView: NSView {
        override func mouseDown(with event: NSEvent) { turn() }
      }

      """
    let rules = ["shortcut-standard-meaning", "custom-view-missing-accessibility", "custom-view-not-focusable"]
    #expect(CodeCheck.findings(["MenuTests.swift": code]).map(\.rule) == rules)
    for module in ["Testing", "XCTest", "class XCTest.XCTestCase"] {
      let test = "import \(module)\n" + code
      #expect(CodeCheck.findings(["MenuTests.swift": test]).isEmpty, "\(module)")
    }
    let testable = "@testable import Shortcut\n" + code
    #expect(CodeCheck.findings(["MenuTests.swift": testable]).map(\.rule) == rules)
  }

  @Test("Lines, text and size of a Swift file; removal takes its findings away")
  func linesAndRemoval() {
    let workspace = CodeCheck.workspace(Self.shipped)
    let key = "Shipped/RatingView.swift"
    #expect(workspace.text(key) == Self.shipped[key])
    #expect(workspace.size(key) == Self.shipped[key]!.utf8.count)
    let lines = workspace.lines(key)!
    #expect(lines.text(ofLine: 2) == "final class RatingView: NSView {")
    let diagnostic = workspace.diagnostics(for: key)[0]
    #expect(lines.text(in: diagnostic.range) == "RatingView")
    workspace.removeDocument(key)
    #expect(workspace.diagnostics(for: key).isEmpty)
    #expect(workspace.lines(key) == nil)
    #expect(workspace.diagnostics(for: "Shipped/OrderHistoryView.swift").count == 3)
  }

  @Test("A change of one file is seen by the rules reading all of them")
  func change() {
    let workspace = CodeCheck.workspace(Self.shipped)
    let key = "Shipped/OrderHistoryView.swift"
    #expect(workspace.diagnostics(for: key).map(\.rule.rawValue).contains("touch-only-action"))
    workspace.setCodeFile(
      "Shipped/Commands.swift",
      text:
        "import SwiftUI\nstruct C: Commands {\n  var body: some Commands { CommandMenu(\"Order\") { Button(\"Reorder\") { } } }\n}\n"
    )
    #expect(!workspace.diagnostics(for: key).map(\.rule.rawValue).contains("touch-only-action"))
  }

  @Test("Positions are UTF-8 offsets: a finding after emoji and ⌘ lands on its name")
  func utf8Positions() {
    let text =
      "// 🍃 ⌘ Leaf\r\nimport AppKit\r\n\r\nfinal class 🍃View: NSView {\r\n  override func mouseDown(with event: NSEvent) { tapped(event) }\r\n}\r\n"
    let workspace = CodeCheck.workspace(["Leaf.swift": text])
    let diagnostics = workspace.diagnostics(for: "Leaf.swift")
    #expect(diagnostics.count == 2)
    let lines = workspace.lines("Leaf.swift")!
    #expect(lines.text(in: diagnostics[0].range) == "🍃View")
    #expect(lines.position(of: diagnostics[0].range.start, encoding: .utf16) == LineColumn(line: 3, column: 12))
  }

  @Test("Contracts and code in one workspace: each answers for itself")
  func mixed() {
    let workspace = ContractWorkspace()
    workspace.setDocument("Orders.contract", text: "Platforms: Mac\nBadge\nMeaning: a count.\nMac: table row\n")
    workspace.setCodeFiles(Self.shipped.map { ($0.key, Array($0.value.utf8)) })
    #expect(workspace.documentKeys == ["Orders.contract"])
    #expect(workspace.codeFileKeys.count == 2)
    #expect(workspace.diagnostics(for: "Orders.contract").map(\.rule.rawValue) == ["mac-voiceover-untested"])
    #expect(workspace.diagnostics(for: "Shipped/RatingView.swift").count == 2)
  }
}
