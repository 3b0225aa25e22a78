import Testing

@testable import ContractModel

/// `# leaf-ignore-file: syntax` in a file with lone CR line ends silences its one finding, as it
/// silences `syntax` in an LF or CRLF file: the comment is read with the lone CRs as line ends.
@Suite("Lone carriage returns: a file-wide suppression")
struct LoneCarriageReturnSuppressionTests {
  /// A contract whose first line is `comment`, its lines ending in `end`; the Meaning line holds
  /// ⌘, ⌥, ⇧, ⌫, → and an emoji, and the last line is no field (a `syntax` finding).
  static func contract(_ comment: String, end: String) -> String {
    [comment, "Platforms: Mac", "OrderRow", "Meaning: ⌘ ⌥ ⇧ ⌫ → 😀 one order.", "Mac: table row", "not a field", ""]
      .joined(separator: end)
  }

  @Test("A lone-CR file: 'leaf-ignore-file: syntax' on any line silences its finding; other comments do not")
  func loneCR() {
    let configuration = Configuration()
    #expect(
      LoneCarriageReturns.finding(
        in: Self.contract("# leaf-ignore-file: syntax", end: "\r"),
        configuration: configuration
      ) == nil
    )
    #expect(
      LoneCarriageReturns.finding(
        in: "App: Leaf\r# LEAF-IGNORE-FILE: syntax, touch-only-action old file\r",
        configuration: configuration
      ) == nil
    )
    for comment in ["# leaf-ignore-file: touch-only-action", "# leaf-ignore: syntax", "# leaf-ignore-file", "# syntax"]
    {
      let finding = LoneCarriageReturns.finding(in: Self.contract(comment, end: "\r"), configuration: configuration)
      #expect(finding?.rule == .syntax && finding?.range.start == comment.utf8.count, "\(comment)")
    }
  }

  @Test("In Markdown, the comment silences the finding when each contract fence holds it, not from the prose")
  func markdown() {
    let configuration = Configuration()
    let silenced = "```contract\r# leaf-ignore-file: syntax\rOrderRow\r```\r"
    #expect(LoneCarriageReturns.finding(in: "# Notes\r" + silenced, configuration: configuration) == nil)
    #expect(LoneCarriageReturns.finding(in: silenced + "\r" + silenced, configuration: configuration) == nil)
    // A second fence without it: that fence's contract is not read either.
    let second = "```contract\rCartRow\r```\r"
    #expect(LoneCarriageReturns.finding(in: silenced + second, configuration: configuration)?.range.start == 11)
    // In the prose, the line is a heading, not a comment.
    let prose = "# leaf-ignore-file: syntax\n\n```contract\rOrderRow\r```\n"
    #expect(LoneCarriageReturns.finding(in: prose, configuration: configuration) != nil)
  }

  @Test("In LF and CRLF files the same comment silences syntax findings", arguments: ["\n", "\r\n"])
  func lfAndCRLF(end: String) {
    let silenced = TestWorkspace.diagnostics(Self.contract("# leaf-ignore-file: syntax", end: end))
    #expect(!silenced.contains { $0.rule == .syntax || $0.rule == .unusedSuppression }, "\(silenced)")
    let reported = TestWorkspace.diagnostics(Self.contract("# leaf-ignore-file: touch-only-action", end: end))
    #expect(reported.contains { $0.rule == .syntax })
  }
}
