import ContractModel
import Foundation
import Testing

@Suite("Custom view rules on Swift code: overrides that only pass the event on")
struct PassOnOverrideCodeTests {
  static func view(_ members: String) -> String { CustomViewCode.view("PassthroughView", members) }

  static func rules(_ text: String) -> [String] { CustomViewCode.rules(text) }

  @Test("mouseDown, mouseDragged, mouseUp and keyDown that only call super: not interactive, no finding")
  func onlySuper() {
    let members = """
        override func mouseDown(with event: NSEvent) {
          super.mouseDown(with: event)
        }
        override func mouseDragged(with theEvent: NSEvent) { super.mouseDragged(with: theEvent); }
        override func mouseUp(with event: NSEvent) { super.mouseUp(with: event) }
        override func keyDown(with event: NSEvent) { super.keyDown(with: event) }
      """
    #expect(Self.rules(Self.view(members)) == [])
  }

  @Test("An event passed to the next responder, or swallowed by an empty override: not interactive, no finding")
  func nextResponderOrSwallowed() {
    // IINA's SidebarTabActiveView, PlaylistView and QuickSettingView.
    let members = """
        override var acceptsFirstResponder: Bool { true }
        override func mouseDown(with event: NSEvent) {
          self.nextResponder?.mouseDown(with: event)
        }
        override func mouseDragged(with event: NSEvent) { nextResponder!.mouseDragged(with: event) }
        override func mouseUp(with event: NSEvent) {}
        override func keyDown(with event: NSEvent) {
          // Keys go nowhere: the view only shows the player.
        }
      """
    #expect(Self.rules(Self.view(members)) == [])
    // Passing another event on, or to another responder, is work.
    let other = "  override func mouseDown(with event: NSEvent) { nextResponder?.mouseUp(with: event) }"
    #expect(Self.rules(Self.view(other)) == ["custom-view-missing-accessibility", "custom-view-not-focusable"])
    let window = "  override func mouseDown(with event: NSEvent) { window?.mouseDown(with: event) }"
    #expect(Self.rules(Self.view(window)) == ["custom-view-missing-accessibility", "custom-view-not-focusable"])
  }

  @Test("A mouseDown that does work, or calls another super method: still interactive")
  func doesWork() {
    let work = """
        override func mouseDown(with event: NSEvent) {
          super.mouseDown(with: event)
          isOn.toggle()
        }
      """
    let both = ["custom-view-missing-accessibility", "custom-view-not-focusable"]
    #expect(Self.rules(Self.view(work)) == both)
    let other = "  override func mouseDragged(with event: NSEvent) { super.mouseDown(with: event) }"
    #expect(Self.rules(Self.view(other)) == both)
    let passOnThenWork = """
        override func mouseDown(with event: NSEvent) { super.mouseDown(with: event) }
        override func mouseDragged(with event: NSEvent) { turn(by: event.deltaX) }
      """
    let findings = CodeCheck.findings(swift: Self.view(passOnThenWork))
    #expect(findings.map(\.rule) == both)
    #expect(findings.first?.message.contains("handles mouseDragged itself") == true)
  }

  @Test("CRLF line breaks and emoji keep the finding on the class name")
  func crlfAndEmoji() {
    let text = Self.view(
      """
        // 🖱 ⌘ 👩‍👩‍👧‍👦
        override func mouseDown(with event: NSEvent) { super.mouseDown(with: event) }
        override func mouseDragged(with event: NSEvent) { dragged = \"🎯\" }
      """
    ).replacingOccurrences(of: "\n", with: "\r\n")
    let workspace = CodeCheck.workspace(["Code.swift": text])
    let diagnostics = workspace.diagnostics(for: "Code.swift")
    #expect(diagnostics.count == 2)
    let lines = workspace.lines("Code.swift")!
    #expect(diagnostics.first.map { lines.text(in: $0.range) } == "PassthroughView")
    #expect(
      diagnostics.first.map { lines.position(of: $0.range.start, encoding: .utf16) } == LineColumn(line: 2, column: 12)
    )
    #expect(CodeCheck.findings(["Code.swift": text]).first?.message.contains("handles mouseDragged itself") == true)
  }
}
