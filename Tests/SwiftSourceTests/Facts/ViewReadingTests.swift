import SwiftSource
import Testing

@Suite("Facts: the views a hover's view is made of, pass-on overrides, rings on views that take no focus")
struct ViewReadingTests {
  static func view(_ name: String, uses: String) -> String {
    "import SwiftUI\nstruct \(name): View {\n  var body: some View { VStack { \(uses) } }\n}\n"
  }

  @Test("Subviews: views only, each once, breadth first, at most eight deep")
  func subviews() {
    var files = [("Row.swift", Self.view("Row", uses: "Text(\"x\").help(item.note); Badge(); State(); Badge()"))]
    files.append(("State.swift", "enum State { case on }\n"))
    files.append(("Badge.swift", Self.view("Badge", uses: "Level1(); Row()")))
    for level in 1...10 {
      files.append(("Level\(level).swift", Self.view("Level\(level)", uses: "Level\(level + 1)()")))
    }
    let hover = Read.workspace(files).hoverTexts.first
    #expect(hover?.subviews == ["Badge", "Level1", "Level2", "Level3", "Level4", "Level5", "Level6", "Level7"])
    let facts = Read.workspace(files)
    #expect(facts.visibleTextsByType["Row"]?.count == 1)
  }

  @Test("An override that only passes the event to super adds no aspect")
  func passOn() {
    let text = """
      import AppKit
      class V: NSView {
        override func mouseDown(with event: NSEvent) { super.mouseDown(with: event) }
        override func mouseUp(with event: NSEvent) { super.mouseUp(with: event); flash() }
        override func keyDown(with event: NSEvent) { interpretKeyEvents([event]) }
      }
      """
    #expect(Read.facts(text).customViews.first?.aspects == [.mouseUp, .keyDown])
  }

  @Test("focusRingType = .none on a label or an image view is no hidden ring")
  func rings() {
    let text = """
      import AppKit
      func make() {
        let label = NSTextField(labelWithString: "A")
        label.focusRingType = .none
        let field = NSTextField()
        field.focusRingType = .none
      }
      """
    let rings = Read.facts(text).focusModifiers.filter { $0.kind == .focusRingHidden }
    #expect(rings.map(\.argumentText) == ["focusRingType = .none"])
    #expect(rings.first?.location.range.lowerBound == text.utf8.count - "focusRingType = .none\n}".utf8.count)
  }
}
