import Foundation
import Testing

/// A folder of fixture files under the system's temporary folder, removed when released.
final class TemporaryFolder {
  /// The folder's absolute URL (symbolic links resolved, as `getcwd` reports it).
  let url: URL

  init() throws {
    let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
    url = base.appendingPathComponent("leaf-lsp-cli-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    // A test may leave a file without permissions behind: give them back so removal works.
    if let paths = FileManager.default.enumerator(atPath: url.path) {
      while let relative = paths.nextObject() as? String {
        chmod(url.appendingPathComponent(relative).path, 0o755)
      }
    }
    try? FileManager.default.removeItem(at: url)
  }

  /// The absolute path of `relative` inside the folder.
  func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

  /// Writes UTF-8 `text` to `relative`, creating folders on the way.
  @discardableResult
  func write(_ relative: String, _ text: String) throws -> URL {
    try write(relative, data: Data(text.utf8))
  }

  /// Writes raw bytes to `relative`, creating folders on the way.
  @discardableResult
  func write(_ relative: String, data: Data) throws -> URL {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try data.write(to: file)
    return file
  }

  /// Runs `leaf-lsp` with this folder (or `subfolder` inside it) as the working folder.
  func leafLSP(
    _ arguments: [String],
    standardInput: Data? = nil,
    subfolder: String? = nil,
    environment: [String: String] = [:]
  ) async throws -> ProcessResult {
    let directory = subfolder.map { url.appendingPathComponent($0, isDirectory: true) } ?? url
    return try await ProcessRunner.leafLSP(
      arguments,
      standardInput: standardInput,
      in: directory,
      environment: environment
    )
  }
}

/// Small contracts the CLI tests share. Each comment says what `check` reports for it.
enum Fixture {
  /// Clean but for the information `mac-voiceover-untested` (line 2) and the hint
  /// `unused-suppression` (line 4, column 16).
  static let informationOnly = """
    Platforms: Mac
    Badge
    Meaning: a count of unread orders.
    # leaf-ignore: syntax nothing to silence here
    Mac: table row

    """

  /// No diagnostic at all.
  static let clean = """
    Platforms: Mac
    Counter
    Meaning: the number of items in the cart.
    Mac: table row
    Check: Mac: VoiceOver reads the count.

    """

  /// One warning: `focus-return-unspecified` on the iPad line (line 4).
  static let oneWarning = """
    Platforms: iPad
    Tile
    Meaning: one featured product.
    iPad: tile → details

    """

  /// One error: `touch-only-action` on the Mac line (line 5), an error by default.
  static let touchOnlyOnMac = """
    Platforms: Mac
    Swiper
    Meaning: one archived message.
    Actions: Archive
    Mac: table row; Archive as swipe
    Check: Mac: VoiceOver reads the row.

    """

  /// One error: `missing-meaning` on the header (line 2).
  static let missingMeaning = """
    Platforms: Mac
    Nameless
    Mac: table row
    Check: Mac: VoiceOver reads the row.

    """

  /// `hover-only-information` for "secret note" at line 4, column 24 in characters (the ⌘ and the
  /// emoji before it are one character each; the emoji is one code point, two UTF-16 units, four
  /// UTF-8 bytes and two terminal cells). "🍃 leaf ⌘ badge" also appears in Meaning: no finding.
  static let hoverAfterEmoji = """
    App: Shop
    Card
    Meaning: a card showing the 🍃 leaf ⌘ badge.
    Hover: 🍃 leaf ⌘ badge, secret note
    iPhone: button
    iPad: same
    Mac: same
    Check: Mac: VoiceOver reads the card.

    """

  /// With `conflictExport`: `shortcut-conflict` for ⌃⌘K at line 6, column 38.
  static let conflictArchive = """
    App: Shop
    Platforms: Mac
    ArchiveRow
    Meaning: one archived order.
    Actions: Archive
    Mac: table row; Archive in menu bar, ⌃⌘K
    Check: Mac: VoiceOver reads the row.

    """

  /// With `conflictArchive`: `shortcut-conflict` for ⌃⌘K at line 6, column 37.
  static let conflictExport = """
    App: Shop
    Platforms: Mac
    ExportRow
    Meaning: one exported order.
    Actions: Export
    Mac: table row; Export in menu bar, ⌃⌘K
    Check: Mac: VoiceOver reads the row.

    """

  /// A folder holding one file of each kind of finding; `check .` gives 3 errors
  /// (touch-only-action, hover-only-information, missing-meaning), 3 warnings (two
  /// shortcut-conflict, focus-return-unspecified), 1 information and 1 hint.
  static func mixedFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("Cart/Badge.contract", informationOnly)
    try folder.write("Cart/Card.contract", hoverAfterEmoji)
    try folder.write("Orders/ArchiveRow.contract", conflictArchive)
    try folder.write("Orders/ExportRow.contract", conflictExport)
    try folder.write("Orders/Swiper.contract", touchOnlyOnMac)
    try folder.write("Tile.contract", oneWarning)
    try folder.write("Nameless.contract", missingMeaning)
    return folder
  }
}

/// Decoding the machine-readable formats.
enum Decode {
  /// The JSON format's array of diagnostics.
  static func diagnostics(_ result: ProcessResult) throws -> [[String: Any]] {
    let value = try JSONSerialization.jsonObject(with: result.standardOutput)
    return try #require(value as? [[String: Any]], "stdout is not one JSON array of objects:\n\(result.stdout)")
  }

  /// Any JSON object.
  static func object(_ data: Data) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: data)
    return try #require(value as? [String: Any], "not a JSON object")
  }
}

/// A JSON diagnostic's place, rule and severity, for comparing whole outputs.
struct Finding: Hashable, CustomStringConvertible {
  let path: String
  let line: Int
  let severity: String
  let rule: String

  init(_ path: String, _ line: Int, _ severity: String, _ rule: String) {
    self.path = path
    self.line = line
    self.severity = severity
    self.rule = rule
  }

  init?(json item: [String: Any]) {
    guard let path = item["path"] as? String, let line = item["line"] as? Int,
      let severity = item["severity"] as? String, let rule = item["rule"] as? String
    else { return nil }
    self.init(path, line, severity, rule)
  }

  var description: String { "\(path):\(line) \(severity) \(rule)" }
}

extension String {
  /// The lines, without the empty string after a final newline.
  var lines: [String] {
    var result = components(separatedBy: "\n")
    if result.last == "" { result.removeLast() }
    return result
  }
}

/// Whether a file with mode 000 cannot be read here (root, or CAP_DAC_OVERRIDE, reads it anyway).
/// The `leaf-lsp` child runs as the same user, so it can read exactly what this process can.
func permissionsBlockReading() -> Bool {
  guard let folder = try? TemporaryFolder(), let file = try? folder.write("probe", "probe") else { return false }
  guard chmod(file.path, 0) == 0 else { return false }
  return !canReadDespitePermissions(file.path)
}

/// Whether this process can read the file at `path`, whatever its permissions say.
func canReadDespitePermissions(_ path: String) -> Bool {
  guard let handle = FileHandle(forReadingAtPath: path) else { return false }
  defer { try? handle.close() }
  return (try? handle.read(upToCount: 1)) != nil
}

/// The rules of the contract language's section 8, with their default severities.
enum RuleList {
  /// Every rule id, in the order of the design's table.
  static let ids = [
    "syntax", "missing-meaning", "missing-platform-path", "same-without-previous", "duplicate-component",
    "invalid-shortcut", "action-unreachable", "touch-only-action", "primary-action-without-command",
    "list-should-be-table", "table-collapses-on-iphone", "hover-only-information",
    "custom-view-missing-accessibility", "custom-view-not-focusable", "hidden-focus-ring",
    "focus-return-unspecified", "focus-not-on-selection", "shortcut-conflict", "shortcut-reserved",
    "shortcut-standard-meaning", "shortcut-mismatch", "reading-order-drift", "mac-voiceover-untested", "unknown-field",
    "unknown-role",
    "unknown-kind", "unknown-platform", "unknown-catalog-entry", "unknown-menu-command", "duplicate-field",
    "contract-drift", "config", "unused-suppression",
  ]

  /// The default severity as `leaf-lsp rules` words it.
  static let defaultSeverity: [String: String] = {
    var severities: [String: String] = [:]
    for id in ids { severities[id] = "error" }
    for id in [
      "table-collapses-on-iphone", "focus-return-unspecified", "focus-not-on-selection", "shortcut-conflict",
      "shortcut-standard-meaning", "shortcut-mismatch", "reading-order-drift", "unknown-field", "unknown-role",
      "unknown-kind",
      "unknown-platform", "unknown-catalog-entry", "unknown-menu-command", "duplicate-field", "contract-drift",
    ] {
      severities[id] = "warning"
    }
    severities["touch-only-action"] = "error on Mac, warning on iPad"
    severities["primary-action-without-command"] = "error on Mac, warning on iPad"
    severities["mac-voiceover-untested"] = "information"
    severities["unused-suppression"] = "hint"
    return severities
  }()

  /// The SARIF level of the default severity (the stricter one where it depends on the platform).
  static let defaultLevel: [String: String] = defaultSeverity.mapValues { severity in
    switch severity {
    case "information", "hint": "note"
    case "warning": "warning"
    default: "error"
    }
  }
}
