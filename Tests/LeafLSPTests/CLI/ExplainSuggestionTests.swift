import Foundation
import Testing

/// `leaf-lsp explain <unknown>`: exit 2 and the closest ids or entry names, by prefix, substring
/// and edit distance.
@Suite("explain suggests the closest names")
struct ExplainSuggestionTests {
  /// An unknown name and what follows `is neither a rule id nor a catalog entry`.
  static let cases: [(name: String, ending: String)] = [
    ("touch-only", "; did you mean 'touch-only-action'?"),
    ("TOUCH-ONLY", "; did you mean 'touch-only-action'?"),
    ("voiceover", "; did you mean 'mac-voiceover-untested'?"),
    ("touch-only-actoin", "; did you mean 'touch-only-action'?"),
    ("focus", "; did you mean 'focus-not-on-selection', 'focus-return-unspecified' or 'hidden-focus-ring'?"),
    ("platform copy past", "; did you mean 'Platform Copy Paste'?"),
    ("hidden focus ring", "; did you mean 'hidden-focus-ring'?"),
  ]

  @Test("a close name is suggested on the same line", arguments: 0..<cases.count)
  func suggests(index: Int) async throws {
    let (name, ending) = Self.cases[index]
    let result = try await ProcessRunner.leafLSP(["explain", name])
    #expect(result.exitCode == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "leaf-lsp explain: '\(name)' is neither a rule id nor a catalog entry\(ending)\n")
  }

  @Test("at most three names are suggested, the shortest prefix match first")
  func atMostThree() async throws {
    let result = try await ProcessRunner.leafLSP(["explain", "unknown"])
    #expect(result.exitCode == 2)
    // Six rule ids start with 'unknown'.
    #expect(result.stderr.contains("did you mean 'unknown-kind', 'unknown-role' or 'unknown-field'?"))
  }

  @Test("nothing close: no suggestion, and where the ids are listed", arguments: ["nope", "xy", "zzzzzzzzzzzz"])
  func nothingClose(name: String) async throws {
    let result = try await ProcessRunner.leafLSP(["explain", name])
    #expect(result.exitCode == 2)
    #expect(!result.stderr.contains("did you mean"))
    #expect(
      result.stderr
        == "leaf-lsp explain: '\(name)' is neither a rule id nor a catalog entry\nsee 'leaf-lsp rules' for the rule ids\n"
    )
  }

  @Test("a known id or entry, in any case for entries, is explained, not suggested")
  func knownNames() async throws {
    let rule = try await ProcessRunner.leafLSP(["explain", "touch-only-action"])
    #expect(rule.exitCode == 0)
    #expect(rule.stderr.isEmpty)
    let entry = try await ProcessRunner.leafLSP(["explain", "Platform Copy Paste"])
    #expect(entry.exitCode == 0)
  }
}
