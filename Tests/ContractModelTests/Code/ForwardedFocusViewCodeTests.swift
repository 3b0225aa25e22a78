import ContractModel
import Foundation
import Testing

@Suite("Custom view rules on Swift code: views that pass their click to another view and focus it")
struct ForwardedFocusViewCodeTests {
  static func view(_ members: String) -> String { CustomViewCode.view("EditorView", members) }

  static func rules(_ text: String) -> [String] { CustomViewCode.rules(text) }

  static let both = CustomViewCode.both

  @Test("A mouseDown that passes the click to another view and makes that view first responder: no finding")
  func forwardsAndFocuses() {
    // fsnotes' EditorView, the padding around its NSTextView.
    let fsnotes = """
        override func mouseDown(with event: NSEvent) {
          guard let vc = ViewController.shared() else { return }
          vc.editor.mouseDown(with: event)

          NSApp.mainWindow?.makeFirstResponder(vc.editor)
        }

        override func draw(_ dirtyRect: NSRect) {
          super.draw(dirtyRect)

          NSColor(named: "mainBackground")!.setFill()
          __NSRectFill(dirtyRect)
        }
      """
    #expect(Self.rules(Self.view(fsnotes)) == [])
    let focusFirst = """
        override func mouseDown(with e: NSEvent) {
          window?.makeFirstResponder(self.textView); textView!.mouseDown(with: e);
        }
        override func mouseDragged(with e: NSEvent) { textView.mouseDragged(with: e); window!.makeFirstResponder(textView) }
      """
    #expect(Self.rules(Self.view(focusFirst)) == [])
  }

  @Test("Passing the click on without focusing that view, or focusing another: still a control")
  func forwardsWithoutFocus() {
    let forwardOnly = "  override func mouseDown(with event: NSEvent) { vc.editor.mouseDown(with: event) }"
    #expect(Self.rules(Self.view(forwardOnly)) == Self.both)
    let otherFocus = """
        override func mouseDown(with event: NSEvent) {
          editor.mouseDown(with: event)
          window?.makeFirstResponder(sidebar)
        }
      """
    #expect(Self.rules(Self.view(otherFocus)) == Self.both)
    let focusSelf = """
        override func mouseDown(with event: NSEvent) {
          editor.mouseDown(with: event)
          window?.makeFirstResponder(self)
        }
      """
    #expect(Self.rules(Self.view(focusSelf)) == Self.both)
    let otherEvent = """
        override func mouseDown(with event: NSEvent) {
          editor.mouseUp(with: event)
          window?.makeFirstResponder(editor)
        }
      """
    #expect(Self.rules(Self.view(otherEvent)) == Self.both)
    let storedEvent = """
        override func mouseDown(with event: NSEvent) {
          editor.mouseDown(with: lastEvent)
          window?.makeFirstResponder(editor)
        }
      """
    #expect(Self.rules(Self.view(storedEvent)) == Self.both)
  }

  @Test("Passing the click on and focusing, with more work besides: still a control")
  func forwardsFocusesAndWorks() {
    let work = """
        override func mouseDown(with event: NSEvent) {
          editor.mouseDown(with: event)
          window?.makeFirstResponder(editor)
          isOn.toggle()
        }
      """
    #expect(Self.rules(Self.view(work)) == Self.both)
    let elseWork = """
        override func mouseDown(with event: NSEvent) {
          guard let editor = editor else { NSSound.beep(); return }
          editor.mouseDown(with: event)
          window?.makeFirstResponder(editor)
        }
      """
    #expect(Self.rules(Self.view(elseWork)) == Self.both)
    let guardCheck = """
        override func mouseDown(with event: NSEvent) {
          guard select(at: event.locationInWindow) else { return }
          editor.mouseDown(with: event)
          window?.makeFirstResponder(editor)
        }
      """
    #expect(Self.rules(Self.view(guardCheck)) == Self.both)
  }

  @Test("The window or the next responder focused and passed the click: as PassOnOverrideCodeTests decide")
  func windowOrNextResponder() {
    let window = """
        override func mouseDown(with event: NSEvent) {
          window?.mouseDown(with: event)
          window?.makeFirstResponder(window)
        }
      """
    #expect(Self.rules(Self.view(window)) == Self.both)
    let next = """
        override func mouseDown(with event: NSEvent) {
          nextResponder?.mouseUp(with: event)
          window?.makeFirstResponder(nextResponder)
        }
      """
    #expect(Self.rules(Self.view(next)) == Self.both)
  }
}
