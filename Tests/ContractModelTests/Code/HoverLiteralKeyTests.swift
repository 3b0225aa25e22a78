import ContractModel
import Foundation
import Testing

@Suite("hover-only-information on Swift code: a string literal and its members are a fixed text")
struct HoverLiteralKeyTests {
  static func hover(_ tooltip: String) -> [CodeCheck.Finding] {
    CodeCheck.findings(swift: HoverCodeRuleTests.row("    Text(file.name)\n      .help(\(tooltip))"))
      .filter { $0.rule == "hover-only-information" }
  }

  @Test("A localization key looked up by a member of the literal (ControlRoom's hints), dots in it or not: no finding")
  func literalKey() {
    for tooltip in [
      "\"NotificationView.Hints.APS\".localizedHint", "\"Hints\".localized", "\"e.g. a path\".localized",
      "#\"Raw.Key\"#.localized", "\"Hints.APS\".localizedHint.capitalized", "\"Hints.APS\".localized()",
      "\"Hint.\" + \"Other.Key\".localized",
    ] {
      #expect(Self.hover(tooltip).isEmpty, "\(tooltip)")
    }
  }

  @Test("A value beside a literal with dots, or interpolated: a warning naming the value, as written from its chain")
  func valueBesideLiteral() {
    for tooltip in [
      "file.path", "\"Path: \" + file.path", "file.path + \" (e.g. a.b)\"", "\"Path.Key\".localized + file.path",
      "\"Path \\(file.path)\"",
    ] {
      let findings = Self.hover(tooltip)
      #expect(findings.map(\.description) == ["Code.swift:8 hover-only-information warning"], "\(tooltip)")
      #expect(findings.first?.message.hasPrefix("'file.path' in FileRow is shown only on hover") == true, "\(tooltip)")
    }
  }
}
