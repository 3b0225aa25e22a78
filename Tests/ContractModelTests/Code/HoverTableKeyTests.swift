import ContractModel
import Foundation
import Testing

@Suite("hover-only-information on Swift code: a type's constant named for a key of the app's string tables")
struct HoverTableKeyTests {
  static let table = """
    "zim_file_missing_indicator.help" = "Zim file is missing.";
    "menu.file.update_sensors" = "Update Sensors";
    "current_path" = "Current path";

    """

  static func hover(_ tooltip: String, table: String? = Self.table) -> [CodeCheck.Finding] {
    var files = ["Code.swift": HoverCodeRuleTests.row("    Text(file.name)\n      .help(\(tooltip))")]
    if let table { files["Support/en.lproj/Localizable.strings"] = table }
    return CodeCheck.findings(files).filter { $0.rule == "hover-only-information" }
  }

  @Test("Kiwix's generated LocalString and SwiftGen's L10n, named for a key of the table: no finding")
  func generatedConstant() {
    for tooltip in [
      "LocalString.zim_file_missing_indicator_help", "L10n.Menu.File.updateSensors",
      "\"\\(LocalString.zim_file_missing_indicator_help)\"",
    ] {
      #expect(Self.hover(tooltip).isEmpty, "\(tooltip)")
    }
  }

  @Test("A value, or a constant no key of the tables names, or no table at all: still a warning")
  func valuesStay() {
    for (tooltip, written, table) in [
      ("LocalString.zim_file_missing_indicator_help", "LocalString.zim_file_missing_indicator_help", nil),
      ("AppState.currentPathName", "AppState.currentPathName", Self.table),
      ("file.current_path", "file.current_path", Self.table),
      ("L10n.Menu.updateSensors", "L10n.Menu.updateSensors", Self.table),
      ("AppState.shared.current_path", "AppState.shared.current_path", Self.table),
    ] as [(String, String, String?)] {
      let findings = Self.hover(tooltip, table: table)
      #expect(findings.map(\.description) == ["Code.swift:8 hover-only-information warning"], "\(tooltip)")
      #expect(findings.first?.message.hasPrefix("'\(written)' in FileRow is shown only on hover") == true, "\(tooltip)")
    }
  }
}
