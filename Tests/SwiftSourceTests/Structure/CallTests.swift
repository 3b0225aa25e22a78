import SwiftSource
import Testing

@Suite("Structure: calls, trailing closures, modifier chains")
struct CallTests {
  @Test("Labels, trailing closures, chains spread over lines")
  func chain() {
    let text = """
      Button("Reorder") { order?.reorder() }
        .keyboardShortcut("r", modifiers: [.command, .shift])
        .disabled(x)
      """
    #expect(
      Outline.calls(text) == [
        "Button(_:){}", ".reorder() <Button", ".keyboardShortcut(_:,modifiers:) on Button",
        ".disabled(_:) on keyboardShortcut",
      ]
    )
    let structure = Outline.read(text)
    #expect(structure.modifiers(of: 0) == [2, 3])
    #expect(structure.chainRoot(of: 3) == 0)
  }

  @Test("Multiple trailing closures: Button { } label: { }")
  func multipleTrailingClosures() {
    let text = """
      Button {
        reorder()
      } label: {
        Label("Reorder", systemImage: "arrow.clockwise")
      }
      .contextMenu(forSelectionType: Order.ID.self) { ids in Button("Open") {} } primaryAction: { ids in open(ids) }
      """
    #expect(
      Outline.calls(text) == [
        "Button{}{label}", "reorder() <Button", "Label(_:,systemImage:) <Button",
        ".contextMenu(forSelectionType:){}{primaryAction} on Button", "Button(_:){} <contextMenu",
        "open(_:) <contextMenu",
      ]
    )
  }

  @Test("Conditions are not trailing closures: if, guard, while, for, switch")
  func conditions() {
    let text = """
      if isHovering { Text("Shown") }
      guard let order = selection.first else { return }
      while queue.isEmpty { wait() }
      for order in orders where order.isOpen { Row(order) }
      switch mode { case .a: Text("A") default: EmptyView() }
      if items.contains(where: { $0.isNew }) { badge() }
      """
    #expect(
      Outline.calls(text) == [
        "Text(_:)", "wait()", "Row(_:)", "Text(_:)", "EmptyView()", ".contains(where:)", "badge()",
      ]
    )
  }

  @Test("Receivers, optional chaining, closures as arguments, calls in interpolations")
  func receivers() {
    let text = """
      menu.addItem(NSMenuItem(title: "Reorder", action: #selector(reorder), keyEquivalent: "r"))
      NSApp.mainMenu?.item(at: 0)?.submenu?.addItem(item)
      Button(action: { reorder() }) { Text("Reorder \\(order.number.formatted())") }
      """
    let structure = Outline.read(text)
    #expect(
      Outline.calls(text) == [
        ".addItem(_:)", "NSMenuItem(title:,action:,keyEquivalent:) <addItem", "#selector(_:) <NSMenuItem",
        ".item(at:)", ".addItem(_:)", "Button(action:){}", "reorder() <Button", "Text(_:) <Button",
        ".formatted() <Text",
      ]
    )
    #expect(structure.text(ofTokens: structure.calls[0].receiverTokens!) == "menu")
    #expect(structure.text(ofTokens: structure.calls[4].receiverTokens!) == "NSApp.mainMenu?.item(at: 0)?.submenu?")
    #expect(structure.argument("action", of: structure.calls[5])?.closure != nil)
  }

  @Test("A modifier chain reads across #if lines (postfix #if)")
  func postfixConditional() {
    let text = """
      Text(order.title)
      #if os(macOS)
        .help("Delivered")
      #endif
        .padding()
      """
    let structure = Outline.read(text)
    #expect(Outline.calls(text) == ["Text(_:)", ".help(_:) on Text", ".padding() on help"])
    #expect(structure.platforms(at: structure.calls[1].range.lowerBound) == .macOS)
    #expect(structure.platforms(at: structure.calls[2].range.lowerBound) == .all)
  }

  @Test("A parenthesis on the next line is not a call")
  func parenthesisOnNextLine() {
    #expect(Outline.calls("let a = f\n(b, c).g()") == [".g()"])
  }

  @Test("A condition's `if let x { … }` leaves the brace to the if; calls after it keep their closures")
  func ifLetShorthand() {
    let text = """
      if let order { Text(order.title) }
      Text("x").swipeActions { Button("Archive") { } }
      """
    #expect(
      Outline.calls(text) == [
        "Text(_:)", "Text(_:)", ".swipeActions{} on Text", "Button(_:){} <swipeActions",
      ]
    )
  }
}
