import Foundation
import Testing

@testable import ContractModel

/// Quick fixes computed from a document and the workspace: exact edits, the diagnostic gone after
/// applying them, line ends kept, nothing dropped.
@Suite("Fixes: quick fixes per rule")
struct FixTests {
  @Test("focus-return-unspecified: adds 'Focus after dismiss: selected row' after the last field, safe")
  func focusAfterDismiss() throws {
    let scenario = FixScenario(SeedTests.seed)
    let fix = try #require(scenario.fixes(.focusReturnUnspecified).first)
    #expect(fix.isSafe && fix.isPreferred)
    #expect(scenario.applying(fix) == SeedTests.seed + "\nFocus after dismiss: selected row")
    #expect(!scenario.rulesAfter(fix).contains(.focusReturnUnspecified))
  }

  @Test("focus-not-on-selection: sends focus to the toolbar item that presents, named as one says it")
  func focusOnPresentingToolbarItem() throws {
    let scenario = FixScenario(FocusRuleTests.filterGrid(focus: "the sidebar"))
    let fix = try #require(scenario.fixes(.focusNotOnSelection).first)
    #expect(scenario.applying(fix) == FocusRuleTests.filterGrid(focus: "the Filter toolbar item"))
    #expect(scenario.rulesAfter(fix).filter { $0 != .macVoiceOverUntested }.isEmpty)
  }

  @Test("added lines keep CRLF and the fields' indentation; a final line break stays")
  func crlfAndIndentation() throws {
    let text =
      "OrderRow\r\n  Meaning: 😀 one ⌘ order.\r\n  iPad: row → details, ⌘R\r\n  Mac: same\r\n\r\nmenu X\r\n  Y\r\n"
    let scenario = FixScenario(text)
    let fix = try #require(scenario.fixes(.focusReturnUnspecified).first)
    #expect(
      scenario.applying(fix)
        == "OrderRow\r\n  Meaning: 😀 one ⌘ order.\r\n  iPad: row → details, ⌘R\r\n  Mac: same\r\n"
        + "  Focus after dismiss: selected row\r\n\r\nmenu X\r\n  Y\r\n"
    )
  }

  @Test("mac-voiceover-untested: adds a 'Check Mac:' line drafted from the Mac path, not safe")
  func macCheck() throws {
    let scenario = FixScenario(SeedTests.seed)
    let fix = try #require(scenario.fixes(.macVoiceOverUntested).first)
    #expect(!fix.isSafe)
    #expect(
      scenario.applying(fix)
        == SeedTests.seed + "\nCheck Mac: with VoiceOver on (⌘F5), Reorder works with ⌘R and the keyboard alone; "
        + "VoiceOver reads each row with its position and column headers."
    )
    #expect(!scenario.rulesAfter(fix).contains(.macVoiceOverUntested))
  }

  @Test("mac-voiceover-untested: the draft names the menu command when a menu has it")
  func macCheckNamesTheMenu() throws {
    let scenario = FixScenario(SeedTests.seed + "\n\nmenu Order\n  Reorder: ⌘R\n")
    let fix = try #require(scenario.fixes(.macVoiceOverUntested).first)
    #expect(
      scenario.applying(fix).contains(
        "Check Mac: with VoiceOver on (⌘F5), Order → Reorder works with the keyboard alone"
      )
    )
    #expect(!scenario.rulesAfter(fix).contains(.macVoiceOverUntested))
  }

  @Test("did-you-mean: a misspelt field key, role, kind and platform are replaced with the suggestion")
  func didYouMean() throws {
    // `Meanign` and `iPda` misspell what the component lacks: the missing Meaning and iPad path are
    // reported on them, with the same fix.
    let text = """
      OrderRow
      Meanign: ⌘ 😀 one order.
      Kind: custom veiw
      Role: sldier
      Label: Rating
      Valeu: 3 stars
      iPhone: row
      iPda: row
      Macc: row
      """
    let scenario = FixScenario(text)
    for (rule, written, replacement) in [
      (RuleID.missingMeaning, "Meanign", "Meaning"), (.unknownKind, "custom veiw", "custom view"),
      (.unknownRole, "sldier", "slider"), (.missingPlatformPath, "iPda", "iPad"), (.unknownField, "Valeu", "Value"),
    ] {
      let fix = try #require(scenario.fixes(rule).first { $0.title.hasPrefix("Replace") }, "\(rule)")
      #expect(fix.title == "Replace '\(written)' with '\(replacement)'")
      #expect(fix.isSafe)
      let expected = text.replacingOccurrences(
        of: written + (rule == .unknownKind || rule == .unknownRole ? "" : ":"),
        with: replacement + (rule == .unknownKind || rule == .unknownRole ? "" : ":")
      )
      #expect(scenario.applying(fix) == expected, "\(rule)")
      // (`Macc` still misspells the Mac path.)
      if rule != .missingPlatformPath { #expect(!scenario.rulesAfter(fix).contains(rule), "\(rule)") }
    }
  }

  @Test("syntax: a field line without its colon gets it, blanks and CRLF kept; offered, not safe")
  func colonWritten() throws {
    let text = "Platforms: Mac\r\nOrderRow\r\nMeaning\t one order 😀 ⌘.\r\nMac: table row\r\nCheck: Mac: fine\r\n"
    let scenario = FixScenario(text)
    let fix = try #require(scenario.fixes(.syntax).first)
    #expect(fix.title == "Write 'Meaning:'")
    // The line may be prose that starts with a key's word: the author decides.
    #expect(!fix.isSafe)
    #expect(scenario.applying(fix) == text.replacingOccurrences(of: "Meaning\t one", with: "Meaning: one"))
    #expect(scenario.rulesAfter(fix).isEmpty)
  }

  @Test("did-you-mean: no rename to a field the block already has (it would be written twice)")
  func didYouMeanNeverRepeatsAField() {
    let scenario = FixScenario("OrderRow\nMeaning: m\nMeanign: typo\niPhone: row")
    #expect(scenario.fixes(.unknownField).allSatisfy { !$0.title.hasPrefix("Replace") })
  }

  @Test("did-you-mean: no fix without a close suggestion")
  func didYouMeanWithoutSuggestion() {
    let scenario = FixScenario("OrderRow\nMeaning: m\nColourScheme: red\niPhone: row")
    #expect(scenario.fixes(.unknownField).allSatisfy { !$0.title.hasPrefix("Replace") })
  }

  @Test("suppression: '# leaf-ignore: rule <reason>' above the field line, with its indentation")
  func suppressionAboveField() throws {
    let text = "OrderRow\n  Meaning: m\n  Meanign: x\n  iPhone: row"
    let scenario = FixScenario(text)
    let fix = try #require(scenario.fixes(.unknownField).last)
    #expect(fix.title == "Suppress 'unknown-field' here (# leaf-ignore)")
    #expect(!fix.isSafe)
    #expect(
      scenario.applying(fix)
        == "OrderRow\n  Meaning: m\n  # leaf-ignore: unknown-field <reason>\n  Meanign: x\n  iPhone: row"
    )
    let after = scenario.rulesAfter(fix)
    #expect(!after.contains(.unknownField) && !after.contains(.unusedSuppression))
  }

  @Test("suppression: a finding on the header line is suppressed for the whole block, right before the header")
  func suppressionOnHeader() throws {
    let scenario = FixScenario(SeedTests.seed)
    let fix = try #require(scenario.fixes(.macVoiceOverUntested).last)
    #expect(scenario.applying(fix).hasPrefix("# leaf-ignore: mac-voiceover-untested <reason>\nOrderRow\nMeaning:"))
    #expect(!scenario.rulesAfter(fix).contains(.macVoiceOverUntested))
    #expect(!scenario.rulesAfter(fix).contains(.unusedSuppression))
  }

  @Test("syntax errors get no suppression fix")
  func noFixForSyntax() {
    let scenario = FixScenario("OrderRow\nMeaning: m\nthis is not a field\niPhone: row")
    #expect(scenario.fixes(.syntax).isEmpty)
  }
}
