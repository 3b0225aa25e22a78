import Foundation
import Testing

/// `leaf-lsp check` on a folder of Swift code and contracts, through the built binary: the code is
/// walked and checked by the same rules, in every format, with the same exit codes.
@Suite("check on Swift code and contracts")
struct CheckSwiftCodeTests {
  /// The chapter's shipped screen as a team's app: its two Swift files, a contract with one warning,
  /// and copies of a Swift file where the walk must not look (build products, Pods, an excluded folder).
  static func appFolder() throws -> TemporaryFolder {
    let shipped = TestPaths.packageRoot.appendingPathComponent("Tests/SwiftSourceTests/Fixtures/Shipped")
    let history = try String(contentsOf: shipped.appendingPathComponent("OrderHistoryView.swift"), encoding: .utf8)
    let rating = try String(contentsOf: shipped.appendingPathComponent("RatingView.swift"), encoding: .utf8)
    let folder = try TemporaryFolder()
    try folder.write("App/Orders/OrderHistoryView.swift", history)
    try folder.write("App/Rating/RatingView.swift", rating)
    try folder.write("App/Tile.contract", Fixture.oneWarning)
    for ignored in [".build/checkouts/Lib/RatingView.swift", "Pods/Lib/RatingView.swift", "drafts/RatingView.swift"] {
      try folder.write(ignored, rating)
    }
    try folder.write(".leaf-lsp.json", #"{"exclude": ["drafts/**"]}"#)
    return folder
  }

  static let expected: Set<Finding> = [
    Finding("App/Orders/OrderHistoryView.swift", 11, "information", "list-should-be-table"),
    Finding("App/Orders/OrderHistoryView.swift", 17, "warning", "hover-only-information"),
    Finding("App/Orders/OrderHistoryView.swift", 20, "warning", "touch-only-action"),
    Finding("App/Rating/RatingView.swift", 3, "warning", "custom-view-missing-accessibility"),
    Finding("App/Rating/RatingView.swift", 3, "warning", "custom-view-not-focusable"),
    Finding("App/Tile.contract", 4, "warning", "focus-return-unspecified"),
  ]

  @Test(
    "json: the chapter's five problems in the Swift files beside the contract's finding; nothing from skipped folders"
  )
  func json() async throws {
    let folder = try Self.appFolder()
    let result = try await folder.leafLSP(["check", "--format", "json", "."])
    #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let items = try Decode.diagnostics(result)
    #expect(Set(items.compactMap(Finding.init(json:))) == Self.expected)
    #expect(items.count == Self.expected.count)
  }

  @Test("text: a Swift finding with its line, column, source line and underline")
  func text() async throws {
    let folder = try Self.appFolder()
    let result = try await folder.leafLSP(["check", "--no-color", "App"])
    let lines = result.stdout.lines
    let header = try #require(lines.firstIndex { $0.hasPrefix("App/Rating/RatingView.swift:3:13: warning: ") })
    #expect(lines[header].hasSuffix("[custom-view-missing-accessibility]"))
    #expect(lines[header + 1] == "  final class RatingView: NSView {")
    #expect(lines[header + 2] == "              ^~~~~~~~~~")
    #expect(lines.last == "0 errors, 5 warnings, 1 information, 0 hints in 3 files")
  }

  @Test("exit codes as for contracts: 0 with warnings, 1 over --max-warnings or with an error configured")
  func exitCodes() async throws {
    let folder = try Self.appFolder()
    #expect(try await folder.leafLSP(["check", "."]).exitCode == 0)
    #expect(try await folder.leafLSP(["check", "--max-warnings", "4", "."]).exitCode == 1)
    try folder.write(".leaf-lsp.json", #"{"exclude": ["drafts/**"], "rules": {"touch-only-action": "error"}}"#)
    let configured = try await folder.leafLSP(["check", "--format", "json", "."])
    #expect(configured.exitCode == 1)
    let touchOnly = try Decode.diagnostics(configured).compactMap(Finding.init(json:)).filter {
      $0.rule == "touch-only-action"
    }
    #expect(touchOnly == [Finding("App/Orders/OrderHistoryView.swift", 20, "error", "touch-only-action")])
  }

  @Test("sarif, github and xcode name the Swift file and line")
  func otherFormats() async throws {
    let folder = try Self.appFolder()
    let sarif = try Decode.object(try await folder.leafLSP(["check", "--format", "sarif", "."]).standardOutput)
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    let uris = results.compactMap { result -> String? in
      let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
      return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }
    #expect(uris.filter { $0.hasSuffix("RatingView.swift") }.count == 2, "\(uris)")
    let github = try await folder.leafLSP(["check", "--format", "github", "."])
    #expect(
      github.stdout.lines.contains {
        $0.hasPrefix("::warning file=App/Orders/OrderHistoryView.swift,line=20,col=13,")
          && $0.contains("touch-only-action")
      }
    )
    let xcode = try await folder.leafLSP(["check", "--format", "xcode", "App/Rating"])
    #expect(
      xcode.stdout.lines.first?.hasPrefix(folder.path("App/Rating/RatingView.swift") + ":3:13: warning: ") == true
    )
  }

  @Test("Swift on standard input, named by --stdin-filename, is read as Swift")
  func standardInput() async throws {
    let folder = try TemporaryFolder()
    let swift =
      "import AppKit\nfinal class Knob: NSView {\n  override func mouseDown(with event: NSEvent) { turn(event) }\n}\n"
    let result = try await folder.leafLSP(
      ["check", "--format", "json", "--stdin-filename", "Knob.swift", "-"],
      standardInput: Data(swift.utf8)
    )
    #expect(
      Set(try Decode.diagnostics(result).compactMap(Finding.init(json:))) == [
        Finding("Knob.swift", 2, "warning", "custom-view-missing-accessibility"),
        Finding("Knob.swift", 2, "warning", "custom-view-not-focusable"),
      ]
    )
  }

  @Test("// leaf-ignore in a Swift file silences a finding; a file named on the command line is checked")
  func suppressionAndNamedFile() async throws {
    let folder = try Self.appFolder()
    let rating = try String(contentsOfFile: folder.path("App/Rating/RatingView.swift"), encoding: .utf8)
    let silenced = rating.replacingOccurrences(
      of: "final class RatingView",
      with:
        "// leaf-ignore: custom-view-not-focusable the stars are reached through the list row\nfinal class RatingView"
    )
    try folder.write("App/Rating/RatingView.swift", silenced)
    let result = try await folder.leafLSP(["check", "--format", "json", "App/Rating/RatingView.swift"])
    #expect(
      try Decode.diagnostics(result).compactMap(Finding.init(json:)) == [
        Finding("App/Rating/RatingView.swift", 4, "warning", "custom-view-missing-accessibility")
      ]
    )
  }
}
