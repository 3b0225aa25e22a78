import ContractModel
import Testing

@Suite("Custom view rules on Swift code")
struct CustomViewCodeRuleTests {
  static func view(_ members: String, superclass: String = "NSView") -> String {
    """
    import AppKit

    class DialView: \(superclass) {
    \(members)
    }

    """
  }

  static let mouse = "  override func mouseDown(with event: NSEvent) { turn(by: event.deltaX) }"

  @Test("An interactive NSView with no role, label or focus: two warnings at its name")
  func bare() {
    let findings = CodeCheck.findings(swift: Self.view(Self.mouse))
    #expect(
      findings.map(\.description) == [
        "Code.swift:3 custom-view-missing-accessibility warning", "Code.swift:3 custom-view-not-focusable warning",
      ]
    )
    #expect(
      findings[0].message.hasPrefix("Custom view 'DialView' handles mouseDown itself but has no role and no label")
    )
    #expect(findings[1].message.contains("it does not override acceptsFirstResponder"))
  }

  @Test("Role and label given, focus taken: no finding; a view that handles no input: no finding")
  func complete() {
    let members = """
      \(Self.mouse)
        override func accessibilityRole() -> NSAccessibility.Role? { .button }
        override func accessibilityLabel() -> String? { "Dial" }
        override var acceptsFirstResponder: Bool { true }
      """
    #expect(CodeCheck.rules(swift: Self.view(members)) == [])
    #expect(CodeCheck.rules(swift: Self.view("  override func draw(_ dirtyRect: NSRect) { }")) == [])
  }

  @Test("A role protocol gives the role (NSAccessibilityButton on the class or an extension); a label is still needed")
  func roleProtocol() {
    let members = """
      \(Self.mouse)
        override func accessibilityLabel() -> String? { "Dial 🎛️" }
        override func accessibilityPerformPress() -> Bool { true }
        override var acceptsFirstResponder: Bool { true }
      """
    #expect(CodeCheck.rules(swift: Self.view(members, superclass: "NSView, NSAccessibilityButton")) == [])
    #expect(
      CodeCheck.rules(swift: Self.view(members) + "extension DialView: AppKit.NSAccessibilityButton {}\n") == []
    )
    // Without it, the role is missing; a protocol that gives no role (NSAccessibilityElementLoading) gives none.
    let noRole = CodeCheck.findings(swift: Self.view(members, superclass: "NSView, NSAccessibilityElementLoading"))
    #expect(noRole.map(\.description) == ["Code.swift:3 custom-view-missing-accessibility warning"])
    #expect(noRole.first?.message.contains("has no role:") == true)
    // A slider protocol makes it adjustable: its value and increments are then asked for.
    let slider = CodeCheck.findings(swift: Self.view(members, superclass: "NSView, NSAccessibilitySlider"))
    #expect(slider.first?.message.contains("has the adjustable role 'slider'") == true)
  }

  @Test("Subclasses that only inherit the interaction: found once, where mouseDown is written")
  func inheritedInteraction() {
    let source =
      Self.view(Self.mouse) + """
        final class BarDial: DialView {}
        final class PieDial: DialView {}

        """
    let findings = CodeCheck.findings(swift: source)
    #expect(
      findings.map(\.description) == [
        "Code.swift:3 custom-view-missing-accessibility warning", "Code.swift:3 custom-view-not-focusable warning",
      ]
    )
  }

  @Test("A subclass of an AppKit control inherits its role: not a custom view")
  func controlSubclass() {
    #expect(CodeCheck.rules(swift: Self.view(Self.mouse, superclass: "NSButton")) == [])
  }

  @Test("An adjustable role without value or increment: one warning naming what is missing")
  func adjustable() {
    let members = """
      \(Self.mouse)
        override func accessibilityRole() -> NSAccessibility.Role? { .slider }
        override func accessibilityLabel() -> String? { "Volume" }
        override var acceptsFirstResponder: Bool { true }
      """
    let findings = CodeCheck.findings(swift: Self.view(members))
    #expect(findings.map(\.rule) == ["custom-view-missing-accessibility"])
    #expect(findings.first?.message.contains("adjustable role 'slider' but no accessibilityValue()") == true)
  }

  @Test("A view that handles only keys and never takes focus gets them from its subviews: no finding")
  func catchesKeysOfSubviews() {
    // DevToysMac's pages: Delete, pressed in their list (an NSTableView subview), comes up the
    // responder chain to the page, which removes the selected rows.
    let keys = """
        let listView = NSTableView()
        override func keyDown(with event: NSEvent) {
          if event.keyCode == 51 { remove(listView.selectedRowIndexes) } else { super.keyDown(with: event) }
        }
      """
    #expect(CodeCheck.findings(swift: Self.view(keys)).isEmpty)
    #expect(
      CodeCheck.findings(swift: Self.view(keys + "\n  override var acceptsFirstResponder: Bool { false }")).isEmpty
    )
    // It takes focus itself, or handles the mouse too: a control of its own.
    let focusable = keys + "\n  override var acceptsFirstResponder: Bool { true }"
    #expect(CodeCheck.findings(swift: Self.view(focusable)).map(\.rule) == ["custom-view-missing-accessibility"])
    let both = ["custom-view-missing-accessibility", "custom-view-not-focusable"]
    #expect(CodeCheck.findings(swift: Self.view(keys + "\n" + Self.mouse)).map(\.rule) == both)
    // A subclass of a view that takes focus: the keys are its own.
    let text = """
      import AppKit

      class FocusView: NSView {
        override var acceptsFirstResponder: Bool { true }
      }

      final class KeyView: FocusView {
        override func keyDown(with event: NSEvent) { interpretKeyEvents([event]) }
      }

      """
    #expect(CodeCheck.findings(swift: text).map(\.rule) == ["custom-view-missing-accessibility"])
  }

  @Test("acceptsFirstResponder returning false: not focusable, said so")
  func refusesFocus() {
    let members = """
      \(Self.mouse)
        override func accessibilityRole() -> NSAccessibility.Role? { .button }
        override func accessibilityLabel() -> String? { "Dial" }
        override var acceptsFirstResponder: Bool { false }
      """
    let findings = CodeCheck.findings(swift: Self.view(members))
    #expect(findings.map(\.rule) == ["custom-view-not-focusable"])
    #expect(findings.first?.message.contains("its acceptsFirstResponder returns false") == true)
  }
}
