import Foundation
import Testing

@testable import ContractModel

/// Fixes that write paths and shortcuts: a missing platform path, a menu command and shortcut for
/// the primary action, a free shortcut for a reserved or conflicting one.
@Suite("Fixes: paths and shortcuts")
struct FixPathAndShortcutTests {
  @Test("missing Mac path: table row (Columns), the primary action in the menu bar with its iPad shortcut")
  func missingMacPath() throws {
    let text = """
      OrderRow
      Meaning: one past order. Primary action: Reorder.
      Actions: Delete
      Columns: Number, Date
      iPhone: list row → details; Reorder button; Delete as swipe + custom action
      iPad: same + keyboard focus on row, context menu, ⌘R
      Focus after dismiss: selected row
      """
    let scenario = FixScenario(text)
    let fix = try #require(scenario.fixes(.missingPlatformPath).first)
    #expect(fix.isPreferred && !fix.isSafe)
    let line =
      "Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete in context menu\n"
      + "Check Mac: with VoiceOver on (⌘F5), Reorder is reached with the keyboard alone; VoiceOver reads each row "
      + "with its position and column headers."
    #expect(scenario.applying(fix) == text.replacingOccurrences(of: "⌘R\n", with: "⌘R\n\(line)\n"))
    let after = scenario.rulesAfter(fix)
    for rule in [
      RuleID.missingPlatformPath, .primaryActionWithoutCommand, .listShouldBeTable, .actionUnreachable,
      .macVoiceOverUntested,
    ] {
      #expect(!after.contains(rule), "\(rule)")
    }
  }

  @Test(
    "missing iPad path: 'same' plus a shortcut free on iPad and Mac (⌘A is Select All, ⇧⌘A Deselect All on Mac: ⌥⌘A)"
  )
  func missingIPadPath() throws {
    let text = "OrderRow\nMeaning: m. Primary action: Archive.\niPhone: row; Archive button\nMac: same"
    let scenario = FixScenario(text)
    let fix = try #require(
      FixProvider.candidates(
        for: scenario.diagnostics(.missingPlatformPath)[0],
        inDocument: FixScenario.key,
        workspace: scenario.workspace
      ).first
    )
    #expect(fix.title.hasPrefix("Add an iPad path: "))
    #expect(
      scenario.applying(fix)
        == "OrderRow\nMeaning: m. Primary action: Archive.\niPhone: row; Archive button\nMac: same\n"
        + "iPad: same + keyboard focus on row, context menu; Archive ⌥⌘A"
    )
  }

  @Test("action-unreachable: an action written inside another's segment gets a segment of its own")
  func actionInsideAnotherSegment() throws {
    let text = """
      Platforms: iPad, Mac
      PhotoCanvas
      Meaning: the photo being edited.
      Actions: Zoom In, Zoom Out
      iPad: Zoom In ⌘=; Zoom Out ⌘-
      Mac: custom view; Zoom In ⌘= and Zoom Out ⌘- in the View menu
      Check: Mac: ⌘= zooms in.
      """
    let scenario = FixScenario(text)
    let fix = try #require(scenario.fixes(.actionUnreachable).first)
    #expect(fix.title == "Give 'Zoom Out' a segment of its own")
    #expect(
      scenario.applying(fix)
        == text.replacingOccurrences(of: "⌘= and Zoom Out", with: "⌘=; Zoom Out")
    )
    #expect(scenario.rulesAfter(fix).isEmpty)
  }

  @Test("shortcut-reserved: ⌘Q for Reorder becomes a free shortcut (⌘R is taken elsewhere, so ⇧⌘R)")
  func reservedShortcut() throws {
    let text = "OrderRow\nMeaning: m. Primary action: Reorder.\nMac: table row; Reorder in menu bar, ⌘Q"
    let other = "Other\nMeaning: m\nMac: Refresh in menu bar, ⌘R"
    let scenario = FixScenario(text, others: ["b.contract": other])
    let fix = try #require(scenario.fixes(.shortcutReserved).first)
    #expect(fix.title == "Replace ⌘Q with ⇧⌘R for 'Reorder'")
    #expect(scenario.applying(fix) == text.replacingOccurrences(of: "⌘Q", with: "⇧⌘R"))
  }

  @Test("shortcut-conflict: one of the two bindings gets a free shortcut")
  func conflictingShortcut() throws {
    let text = "OrderRow\nMeaning: m\nActions: Reorder, Rename\nMac: Reorder ⌘R; Rename ⌘R"
    let scenario = FixScenario(text)
    let fix = try #require(scenario.fixes(.shortcutConflict).first)
    #expect(!scenario.rulesAfter(fix).contains(.shortcutConflict))
  }

  @Test("primary-action-without-command: appends 'X in menu bar, ⇧⌘E' to the Mac path (⌘E is a standard shortcut)")
  func primaryCommand() throws {
    let text = "OrderRow\nMeaning: m. Primary action: Export.\nMac: table row; Export button"
    let scenario = FixScenario(text)
    let fix = try #require(scenario.fixes(.primaryActionWithoutCommand).first)
    #expect(scenario.applying(fix) == text + "; Export in menu bar, ⇧⌘E")
    #expect(!scenario.rulesAfter(fix).contains(.primaryActionWithoutCommand))
  }
}
