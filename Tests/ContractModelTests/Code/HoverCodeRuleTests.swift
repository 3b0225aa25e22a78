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
    #expect(
      findings.first?.message.hasPrefix("'file.path' in FileRow is shown only on hover (a .help tooltip)") == true
    )
  }

  @Test("An interpolated value shown by a Text too, a literal tooltip, a bare variable: no finding")
  func shownOrNotInformation() {
    let shown = "    Text(file.modified, style: .date)\n      .help(\"Modified \\(file.modified.formatted())\")"
    #expect(CodeCheck.rules(swift: Self.row(shown)) == [])
    #expect(CodeCheck.rules(swift: Self.row("    Button(\"New\") { }\n      .help(\"New File\")")) == [])
    #expect(CodeCheck.rules(swift: Self.row("    Text(file.name)\n      .help(tooltip)")) == [])
  }

  @Test("A tooltip given by a static text constant of the app's (a localized key, a literal): no finding")
  func textConstant() {
    let strings = """
      import Foundation

      enum Strings {
        static let addColor = NSLocalizedString("palette.add", comment: "Add to palette")
        static var newPalette: String { return String(localized: "New palette") }
        static let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? ""
        static var lastColor = "Red"
        enum Palette { static let clear = "Clear palette" }
      }

      """
    for constant in ["Strings.addColor", "Strings.newPalette", "Strings.Palette.clear", "Palette.clear"] {
      let view = Self.row("    Button { } label: { Image(systemName: \"plus\") }\n      .help(\(constant))")
      #expect(CodeCheck.findings(["Code.swift": view, "Strings.swift": strings]).isEmpty, "\(constant)")
      let interpolated = Self.row("    Text(file.name)\n      .help(\"\\(\(constant)) \\(file.name)\")")
      #expect(CodeCheck.findings(["Code.swift": interpolated, "Strings.swift": strings]).isEmpty, "\(constant)")
    }
    // A value read from the app's data or a variable: information only hover shows.
    for value in ["Strings.version", "Strings.lastColor"] {
      let view = Self.row("    Text(file.name)\n      .help(\(value))")
      #expect(
        CodeCheck.findings(["Code.swift": view, "Strings.swift": strings]).map(\.rule) == ["hover-only-information"]
      )
    }
  }

  @Test("An interpolated value no visible text shows: a warning naming that value")
  func interpolation() {
    let findings = CodeCheck.findings(
      swift: Self.row("    Text(file.name)\n      .help(\"\\(file.name), \\(file.size.formatted()) bytes\")")
    )
    #expect(findings.map(\.rule) == ["hover-only-information"])
    #expect(findings.first?.message.hasPrefix("'file.size' in FileRow") == true)
  }

  @Test("A tooltip chosen between literals, or a value a custom view shows too: no finding")
  func notHoverOnly() {
    #expect(
      CodeCheck.rules(
        swift: Self.row("    Button(\"Panel\") { }\n      .help(model.isCollapsed ? \"Show\" : \"Hide\")")
      ) == []
    )
    let customView = "    NameLabel(name: file.owner.displayName)\n      .help(file.owner.displayName)"
    #expect(CodeCheck.rules(swift: Self.row(customView)) == [])
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
