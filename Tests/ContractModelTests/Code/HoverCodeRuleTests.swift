import ContractModel
import Foundation
import Testing

@Suite("hover-only-information on Swift code")
struct HoverCodeRuleTests {
  static func row(_ body: String, members: String = "") -> String {
    """
    import SwiftUI

    struct FileRow: View {
      let file: File
    \(members)
      var body: some View {
    \(body)
      }
    }

    """
  }

  @Test("A value only in .help: a warning naming it")
  func helpOnly() {
    let findings = CodeCheck.findings(swift: Self.row("    Text(file.name)\n      .help(file.path)"))
    #expect(findings.map(\.description) == ["Code.swift:8 hover-only-information warning"])
    #expect(findings.first?.message.hasPrefix("'path' in FileRow is shown only on hover (a .help tooltip)") == true)
  }

  @Test("An interpolated value shown by a Text too, a literal tooltip, a bare variable: no finding")
  func shownOrNotInformation() {
    let shown = "    Text(file.modified, style: .date)\n      .help(\"Modified \\(file.modified.formatted())\")"
    #expect(CodeCheck.rules(swift: Self.row(shown)) == [])
    #expect(CodeCheck.rules(swift: Self.row("    Button(\"New\") { }\n      .help(\"New File\")")) == [])
    #expect(CodeCheck.rules(swift: Self.row("    Text(file.name)\n      .help(tooltip)")) == [])
  }

  @Test("An interpolated value no visible text shows: a warning naming that value")
  func interpolation() {
    let findings = CodeCheck.findings(
      swift: Self.row("    Text(file.name)\n      .help(\"\\(file.name), \\(file.size.formatted()) bytes\")")
    )
    #expect(findings.map(\.rule) == ["hover-only-information"])
    #expect(findings.first?.message.hasPrefix("'size' in FileRow") == true)
  }

  @Test("What .onHover shows only while hovering: a warning; shown elsewhere too: none")
  func onHover() {
    let members = "  @State private var isHovering = false\n"
    let body = """
          HStack {
            Text(file.name)
            if isHovering { Text(file.owner) }
          }
          .onHover { isHovering = $0 }
      """
    #expect(CodeCheck.rules(swift: Self.row(body, members: members)) == ["hover-only-information"])
    let alsoShown = body.replacingOccurrences(of: "Text(file.name)", with: "Text(file.name)\n        Text(file.owner)")
    #expect(CodeCheck.rules(swift: Self.row(alsoShown, members: members)) == [])
  }
}
