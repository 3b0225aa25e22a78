import Foundation
import Testing

@testable import ContractModel

/// `# leaf-ignore` comments and `unused-suppression`; `.leaf-lsp.json` severities and `config`.
@Suite("Suppressions and configuration")
struct SuppressionAndConfigTests {
  /// The configured severity of a rule switched off.
  private static let off: Severity? = nil

  // MARK: - leaf-ignore

  @Test("leaf-ignore silences the named rules on the next field line, with its continuation lines")
  func ignoreNextField() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order.
      # leaf-ignore: hover-only-information the date is in details
      Hover: delivery date,
        courier
      Mac: table row, 1️⃣tooltip shows the tip
      Check: Mac: fine
      """,
      [DiagnosticSpec("1️⃣", .hoverOnlyInformation, .error, message: "'tip'")]
    )
  }

  @Test("leaf-ignore does not reach past the next field")
  func ignoreOnlyNextField() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order.
      # leaf-ignore: 1️⃣hover-only-information
      Note: the next field is this Note
      Hover: 2️⃣delivery date
      Mac: table row
      Check: Mac: fine
      """,
      [
        DiagnosticSpec("1️⃣", .unusedSuppression, .hint),
        DiagnosticSpec("2️⃣", .hoverOnlyInformation, .error),
      ]
    )
  }

  @Test("leaf-ignore between a header and its first field covers the whole block, header line included")
  func ignoreBlock() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      # leaf-ignore: hover-only-information, mac-voiceover-untested reviewed with design
      Meaning: one past order.
      Hover: delivery date
      Mac: table row, tooltip shows the tip
      Other
      Meaning: another.
      Hover: 1️⃣courier
      Mac: table row
      Check: Mac: fine
      """,
      [DiagnosticSpec("1️⃣", .hoverOnlyInformation, .error)],
      ignoring: []
    )
  }

  @Test("leaf-ignore right before a header covers that block")
  func ignoreBeforeHeader() {
    assertDiagnostics(
      """
      Platforms: Mac
      # leaf-ignore: missing-meaning not written yet
      OrderRow
      Mac: table row
      Check: Mac: fine
      """,
      []
    )
  }

  @Test("leaf-ignore-file silences the rule anywhere in the file, wherever the comment stands")
  func ignoreFile() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order.
      Hover: delivery date
      Mac: table row, 1️⃣no focus ring
      Check: Mac: fine
      Other
      Meaning: another.
      Hover: courier
      Mac: table row
      Check: Mac: fine
      # leaf-ignore-file: hover-only-information
      """,
      [DiagnosticSpec("1️⃣", .hiddenFocusRing, .error)]
    )
  }

  @Test("leaf-ignore silences a diagnostic that `same` put on the inheriting platform's line")
  func ignoreInheritedFinding() {
    assertDiagnostics(
      """
      OrderRow
      Meaning: one past order. Primary action: Reorder.
      Actions: Delete
      iPhone: row → details; Reorder button; Delete as swipe
      # leaf-ignore: touch-only-action iPad users have a touch screen
      iPad: same + context menu, ⌘R
      1️⃣Mac: table row; Reorder in menu bar, ⌘R; Delete as swipe
      Focus after dismiss: selected row
      Check: Mac: fine
      menu Order
        Reorder: ⌘R
      """,
      [DiagnosticSpec("1️⃣", .touchOnlyAction, .error)]
    )
  }

  // MARK: - unused-suppression

  @Test("unused-suppression: a hint on each id that silenced nothing, or that is not a rule")
  func unusedSuppressionFires() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order.
      # leaf-ignore: 1️⃣hover-only-information the date is in details
      Mac: table row
      # leaf-ignore: 2️⃣hover-only-informaton, 3️⃣mac-voiceover-untested misspelt
      Check: Mac: fine
      4️⃣# leaf-ignore:
      Note: nothing
      # leaf-ignore-file: 5️⃣duplicate-field
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .unusedSuppression,
          .hint,
          message: "This '# leaf-ignore' for hover-only-information silences nothing here: remove it."
        ),
        DiagnosticSpec(
          "2️⃣",
          .unusedSuppression,
          .hint,
          message: "'hover-only-informaton' is not a rule id, so this suppression silences nothing. "
            + "Did you mean 'hover-only-information'?"
        ),
        DiagnosticSpec("3️⃣", .unusedSuppression, .hint, message: "for mac-voiceover-untested"),
        DiagnosticSpec("4️⃣", .unusedSuppression, .hint, message: "names no rule"),
        DiagnosticSpec("5️⃣", .unusedSuppression, .hint, message: "for duplicate-field"),
      ]
    )
  }

  @Test("unused-suppression: silent when one id of several is used and the others too")
  func unusedSuppressionSilent() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order.
      # leaf-ignore: hover-only-information, hidden-focus-ring both on purpose
      Mac: table row, no focus ring, tooltip shows the tip
      Check: Mac: fine
      """,
      []
    )
  }

  @Test("unused-suppression: none for a rule switched off in the configuration, which is itself silent")
  func unusedSuppressionRuleOff() {
    let configuration = Configuration(severities: [.hoverOnlyInformation: Self.off])
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order.
      # leaf-ignore: hover-only-information nothing here anyway
      Mac: table row
      Hover: delivery date
      Check: Mac: fine
      # leaf-ignore: 1️⃣hidden-focus-ring but this one is on
      Note: nothing
      """,
      [DiagnosticSpec("1️⃣", .unusedSuppression, .hint)],
      configuration: configuration
    )
  }

  // MARK: - Configured severities

  @Test("Configured severities: off removes a rule, another severity replaces the default (both platforms)")
  func configuredSeverities() {
    let text = """
      OrderRow
      Meaning: one past order. Primary action: Reorder.
      Hover: 1️⃣delivery date
      iPhone: row → details; Reorder button visible; Delete as swipe
      2️⃣iPad: same + keyboard focus on row, context menu, ⌘R
      3️⃣Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete as swipe
      Focus after dismiss: selected row
      Check: Mac: fine
      # leaf-ignore: 4️⃣duplicate-field
      Note: x

      menu Order
        Reorder: ⌘R
      """
    assertDiagnostics(
      text,
      [
        DiagnosticSpec("1️⃣", .hoverOnlyInformation, .warning),
        DiagnosticSpec("2️⃣", .touchOnlyAction, .information),
        DiagnosticSpec("3️⃣", .touchOnlyAction, .information),
        DiagnosticSpec("4️⃣", .unusedSuppression, .error),
      ],
      configuration: Configuration(
        severities: [
          .hoverOnlyInformation: .warning, .touchOnlyAction: .information, .unusedSuppression: .error,
        ]
      )
    )
    assertDiagnostics(
      text,
      [],
      configuration: Configuration(
        severities: [.hoverOnlyInformation: Self.off, .touchOnlyAction: Self.off, .unusedSuppression: Self.off]
      )
    )
  }

  @Test("Configured severities, read from a .leaf-lsp.json text")
  func configuredSeveritiesFromJSON() {
    let configuration = Configuration.parse(
      #"{"platforms": ["Mac"], "rules": {"missing-meaning": "hint", "mac-voiceover-untested": "off"}}"#,
      file: "/ws/.leaf-lsp.json",
      directory: "/ws"
    )
    #expect(configuration.diagnostics.isEmpty)
    assertDiagnostics(
      """
      1️⃣OrderRow
      Mac: table row
      """,
      [DiagnosticSpec("1️⃣", .missingMeaning, .hint)],
      ignoring: [],
      configuration: configuration
    )
  }

  // MARK: - config

  /// The `config` diagnostics of a marked `.leaf-lsp.json` text: each must start at its marker and
  /// contain its message; no other may exist.
  private func assertConfig(
    _ marked: String,
    _ expected: [(marker: String, message: String)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let source = MarkedText(marked)
    let configuration = Configuration.parse(source.text, file: "/ws/.leaf-lsp.json", directory: "/ws")
    var actual = configuration.diagnostics
    for (marker, message) in expected {
      let index = actual.firstIndex {
        $0.range.start == source.offset(of: marker) && $0.message.contains(message) && $0.rule == .config
          && $0.severity == .error
      }
      #expect(index != nil, "no config error at \(marker) containing \"\(message)\"", sourceLocation: sourceLocation)
      if let index { actual.remove(at: index) }
    }
    let lines = LineTable(source.text)
    #expect(actual.isEmpty, "\(actual.map { describe($0, in: lines) })", sourceLocation: sourceLocation)
  }

  @Test("config: invalid JSON is reported at the offset of the problem, and the defaults apply")
  func configBadJSON() {
    assertConfig(#"{"rules": {"syntax": "off",1️⃣}}"#, [("1️⃣", "is not valid JSON: expected a member name in quotes")])
    assertConfig("{\n  \"rules\": {\n    \"syntax\": \"off\"\n  }\n1️⃣", [("1️⃣", "the file ends inside an object")])
    assertConfig("1️⃣", [("1️⃣", "the file ends where a value was expected")])
    assertConfig(#"{"rules": {}} 1️⃣x"#, [("1️⃣", "unexpected text after the JSON value")])
    let configuration = Configuration.parse(#"{"rules": {"syntax": "off",}}"#, file: nil, directory: nil)
    #expect(configuration.severities.isEmpty)
    #expect(configuration.platforms == nil)
  }

  @Test("config: the line and column of a problem, from the config file's own offsets")
  func configLineAndColumn() {
    let text = "{\n  \"rules\": {\n    \"hover-only-info\": \"off\"\n  }\n}\n"
    let configuration = Configuration.parse(text, file: "/ws/.leaf-lsp.json", directory: "/ws")
    let diagnostic = configuration.diagnostics.first
    #expect(configuration.diagnostics.count == 1)
    #expect(diagnostic.map { LineTable(text).position(of: $0.range.start).description } == "3:5")
    #expect(diagnostic.map { LineTable(text).text(in: $0.range) } == "\"hover-only-info\"")
  }

  @Test("config: an unknown rule id, severity, platform or setting; the rest still applies")
  func configUnknownNames() {
    let marked = """
      {
        "platforms": ["iPhone", 1️⃣"Android", 2️⃣"iPadOS", "macOS"],
        "rules": {
          3️⃣"hover-only-info": "off",
          "mac-voiceover-untested": 4️⃣"loud",
          "syntax": 5️⃣false,
          "missing-meaning": "warning"
        },
        6️⃣"exclud": ["drafts/**"],
        "exclude": ["drafts/**", 7️⃣3]
      }
      """
    assertConfig(
      marked,
      [
        ("1️⃣", "'Android' is not a platform"),
        ("2️⃣", "Did you mean 'iPad'?"),
        ("3️⃣", "'hover-only-info' is not a rule id"),
        ("4️⃣", "'loud' is not a severity"),
        ("5️⃣", "The severity of 'syntax' must be a string"),
        (
          "6️⃣",
          "'exclud' is not a setting of '.leaf-lsp.json' (platforms, rules, exclude, failBuildOnErrors, markdown)."
        ),
        ("7️⃣", "An exclude glob is a string"),
      ]
    )
    let configuration = Configuration.parse(MarkedText(marked).text, file: nil, directory: nil)
    #expect(configuration.platforms == [.iPhone, .mac])
    #expect(configuration.severities.count == 1)
    #expect(configuration.severity(of: .missingMeaning, default: .error) == .warning)
    #expect(configuration.exclude == ["drafts/**"])
  }

  @Test("config: wrong shapes (not an object, rules not an object, platforms not an array)")
  func configWrongShapes() {
    assertConfig("1️⃣[]", [("1️⃣", "must hold one object")])
    assertConfig(
      #"{"rules": 1️⃣["syntax"], "platforms": 2️⃣"Mac", "exclude": 3️⃣{}}"#,
      [
        ("1️⃣", "'rules' must be an object"),
        ("2️⃣", "'platforms' must be an array"),
        ("3️⃣", "'exclude' must be an array"),
      ]
    )
  }

  @Test("config: every severity word of section 9 is accepted")
  func configSeverityWords() {
    for word in ["error", "warning", "information", "hint", "off"] {
      let configuration = Configuration.parse(#"{"rules": {"syntax": "\#(word)"}}"#, file: nil, directory: nil)
      #expect(configuration.diagnostics.isEmpty, "\(word)")
    }
    let off = Configuration.parse(#"{"rules": {"syntax": "off"}}"#, file: nil, directory: nil)
    #expect(off.isOff(.syntax))
    #expect(off.severity(of: .syntax, default: .error) == nil)
  }

  @Test("config: 'warn' is not one of the five severities (docs/rules/config.md's failing example)")
  func configWarnIsNotASeverity() {
    let configuration = Configuration.parse(
      #"{"rules": {"mac-voiceover-untested": "warn"}}"#,
      file: nil,
      directory: nil
    )
    #expect(configuration.diagnostics.count == 1)
  }

  @Test("ConfigurationLoader: the nearest .leaf-lsp.json applies; a broken one is reported and defaults apply")
  func configurationLoader() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("leaf-config-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/a/b", withIntermediateDirectories: true)
    try #"{"rules": {"syntax": "off"}}"#.write(toFile: root + "/.leaf-lsp.json", atomically: true, encoding: .utf8)
    try "{\"rules\": ".write(toFile: root + "/a/.leaf-lsp.json", atomically: true, encoding: .utf8)
    let loader = ConfigurationLoader(root: root)
    let top = loader.configuration(forDocumentAt: root + "/x.contract")
    #expect(top.isOff(.syntax))
    #expect(top.diagnostics.isEmpty)
    let nested = loader.configuration(forDocumentAt: root + "/a/b/y.contract")
    #expect(nested.file == root + "/a/.leaf-lsp.json")
    #expect(!nested.isOff(.syntax))
    #expect(nested.diagnostics.map(\.rule) == [.config])
    #expect(nested.diagnostics.first?.range.start == "{\"rules\": ".utf8.count)
  }
}
