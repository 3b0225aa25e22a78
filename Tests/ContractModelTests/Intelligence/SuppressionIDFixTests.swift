import Testing

@testable import ContractModel

/// The fix of a `# leaf-ignore` id that misspells a rule: offered only when the id it suggests
/// silences a finding where the comment applies.
@Suite("Fixes: a misspelt suppression id")
struct SuppressionIDFixTests {
  /// A Mac path whose tooltip is hover-only, under a suppression for `misspelt` (a hint names it).
  static func contract(_ misspelt: String, tooltip: Bool = true) -> String {
    """
    Platforms: Mac
    OrderRow
    Meaning: one past order.
    # leaf-ignore: \(misspelt) the date is in the details too
    Mac: table row\(tooltip ? ", tooltip shows the date" : "")
    Check: Mac: fine
    """
  }

  @Test("the suggested id, when it silences the finding on the next line: safe and preferred")
  func replacesMisspeltID() throws {
    let scenario = FixScenario(Self.contract("hover-only-informaton"))
    #expect(scenario.diagnostics(.hoverOnlyInformation).count == 1)
    let fixes = scenario.fixes(.unusedSuppression)
    let fix = try #require(fixes.first)
    #expect(fixes.count == 1)
    #expect(fix.title == "Replace 'hover-only-informaton' with 'hover-only-information'")
    #expect(fix.isSafe && fix.isPreferred)
    #expect(scenario.applying(fix) == Self.contract("hover-only-information"))
    #expect(scenario.rulesAfter(fix).isEmpty)
    let fixed = FixProvider.applySafeFixes(inDocument: FixScenario.key, workspace: scenario.workspace)
    #expect(fixed == Self.contract("hover-only-information"))
  }

  @Test("no fix when the suggested id would silence nothing there (its own hint would follow)")
  func noFixWhenNothingToSilence() {
    let scenario = FixScenario(Self.contract("hover-only-informaton", tooltip: false))
    #expect(scenario.diagnostics(.unusedSuppression).first?.message.contains("Did you mean") == true)
    #expect(scenario.fixes(.unusedSuppression).isEmpty)
    #expect(FixProvider.applySafeFixes(inDocument: FixScenario.key, workspace: scenario.workspace) == nil)
  }

  @Test("no fix when the suggested rule is switched off: the corrected comment would silence nothing")
  func noFixForARuleSwitchedOff() {
    let workspace = ContractWorkspace { _ in
      var configuration = Configuration.defaults
      configuration.severities[.hoverOnlyInformation] = .some(nil)
      return configuration
    }
    workspace.setDocument(FixScenario.key, text: Self.contract("hover-only-informaton"))
    let hints = workspace.diagnostics(for: FixScenario.key).filter { $0.rule == .unusedSuppression }
    let hint = hints.first
    #expect(hints.count == 1 && hint?.message.contains("Did you mean 'hover-only-information'?") == true)
    #expect(hint.map { FixProvider.fixes(for: $0, inDocument: FixScenario.key, workspace: workspace) } == [])
  }

  @Test("no fix for an id too far from every rule, nor for a known id that silences nothing")
  func noFixWithoutSuggestion() {
    #expect(FixScenario(Self.contract("tooltips-are-fine")).fixes(.unusedSuppression).isEmpty)
    #expect(FixScenario(Self.contract("hidden-focus-ring")).fixes(.unusedSuppression).isEmpty)
  }
}
