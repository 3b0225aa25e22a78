import Testing

@testable import ContractModel

@Suite("Messages about code: an interpolated title is shown with … for each interpolation")
struct InterpolatedTitleMessageTests {
  @Test("A conflict between interpolated menu items names them with …, not the code's \\(…)")
  func conflictShowsEllipsis() {
    let findings = CodeCheck.findings(
      swift: ShortcutCodeRuleTests.app(
        #"""
              Button("Reload \(name)") { }.keyboardShortcut("r")
              Button("Refresh \(count) Orders") { }.keyboardShortcut("r")
        """#
      )
    )
    #expect(findings.map(\.rule) == ["shortcut-conflict", "shortcut-conflict"])
    let expected = "⌘R on iPad and Mac triggers Order → Reload … and also Order → Refresh … Orders"
    #expect(findings.first?.message.hasPrefix(expected) == true)
    #expect(findings.allSatisfy { !$0.message.contains("\\(") })
  }

  @Test("A title that is only an interpolation keeps the code's text: … alone would say nothing")
  func interpolationAloneKeepsTheCode() {
    let findings = CodeCheck.findings(
      swift: ShortcutCodeRuleTests.app(
        #"""
              Button("\(name)") { }.keyboardShortcut("r")
              Button("Refresh") { }.keyboardShortcut("r")
        """#
      )
    )
    #expect(findings.map(\.rule) == ["shortcut-conflict", "shortcut-conflict"])
    #expect(findings.first?.message.contains(#"Order → \(name) and also Order → Refresh"#) == true)
  }
}
