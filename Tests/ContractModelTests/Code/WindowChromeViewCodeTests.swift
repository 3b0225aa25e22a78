import ContractModel
import Foundation
import Testing

@Suite("Custom view rules on Swift code: views that only drag, zoom or minimize their window")
struct WindowChromeViewCodeTests {
  static func view(_ members: String) -> String { CustomViewCode.view("TitleView", members) }

  static func rules(_ text: String) -> [String] { CustomViewCode.rules(text) }

  static let both = CustomViewCode.both

  @Test("A mouseDown that only drags the window: not a control, no finding")
  func dragsWindow() {
    // OnlySwitch's DraggableNSView.
    let members = """
        override var mouseDownCanMoveWindow: Bool { true }
        override func mouseDown(with event: NSEvent) {
          self.window?.performDrag(with: event)
        }
        override func mouseDragged(with event: NSEvent) { window!.performDrag(with: event); }
      """
    #expect(Self.rules(Self.view(members)) == [])
  }

  @Test("A double click read through the title-bar setting: not a control, no finding")
  func titleBarDoubleClick() {
    // fsnotes' TitleBarView and OutlineHeaderView.
    let members = """
        override func mouseDown(with event: NSEvent) {
          if event.clickCount == 2,
            let action = UserDefaults.standard.object(forKey: "AppleActionOnDoubleClick") as? String
          {
            switch action {
            case "Maximize": window?.zoom(nil)
            case "Minimize": window?.performMiniaturize(nil)
            default: break
            }
          } else {
            super.mouseDown(with: event)
          }
        }
      """
    #expect(Self.rules(Self.view(members)) == [])
  }

  @Test("Dragging the window and doing more, or another handler doing work: still a control")
  func moreThanTheWindow() {
    let dragAndWork = """
        override func mouseDown(with event: NSEvent) {
          window?.performDrag(with: event)
          isOn.toggle()
        }
      """
    #expect(Self.rules(Self.view(dragAndWork)) == Self.both)
    let otherDrag = "  override func mouseDown(with event: NSEvent) { splitView.performDrag(with: event) }"
    #expect(Self.rules(Self.view(otherDrag)) == Self.both)
    let dragThenKnob = """
        override func mouseDown(with event: NSEvent) { window?.performDrag(with: event) }
        override func mouseDragged(with event: NSEvent) { turn(by: event.deltaX) }
      """
    #expect(Self.rules(Self.view(dragThenKnob)) == Self.both)
    // The setting's name in a comment is no title bar.
    let comment = """
        override func mouseDown(with event: NSEvent) {
          // Not "AppleActionOnDoubleClick": a double click opens the item.
          if event.clickCount == 2 { open() }
        }
      """
    #expect(Self.rules(Self.view(comment)) == Self.both)
  }
}
