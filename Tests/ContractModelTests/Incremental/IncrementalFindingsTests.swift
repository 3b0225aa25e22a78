import Foundation
import Testing

@testable import ContractModel

/// A workspace that re-checks only the blocks an edit touched reports exactly what a workspace
/// built afresh from the same texts reports.
@Suite("Incremental findings")
struct IncrementalFindingsTests {
  /// A second file whose menu and catalog entry the edited file's rules read.
  static let menus = """
    App: Leaf
    Platforms: iPhone, iPad, Mac

    menu Order
      Reorder: ⌃⌥⌘R
      Show Details: ⌘I

    catalog Swipe Only
    Summary: a swipe with no other way.
    """

  /// Where diagnostics of an edited workspace and a fresh one part, after `edits` chained edits of `text`.
  static func problems(_ text: String, edits: Int, seed: UInt64) -> [String] {
    var random = SeededGenerator(seed: seed)
    let workspace = ContractWorkspace()
    workspace.setDocument("menus", text: menus)
    workspace.setDocument("edited", text: text)
    _ = workspace.diagnostics(for: "edited")
    var current = text
    for step in 0..<edits {
      current = IncrementalReadingTests.edit(current, &random)
      workspace.setDocument("edited", text: current)
      // Analyse after most edits, and sometimes let two edits pile up first.
      guard step % 3 != 1 else { continue }
      let fresh = ContractWorkspace()
      fresh.setDocument("menus", text: menus)
      fresh.setDocument("edited", text: current)
      for key in ["edited", "menus"] {
        let edited = workspace.diagnostics(for: key)
        let expected = fresh.diagnostics(for: key)
        if edited != expected {
          return ["step \(step), \(key): \(edited) != \(expected) in \(String(reflecting: current))"]
        }
      }
      // The bindings found incrementally are the document's, in its order.
      if workspace.entryBindingsForTesting("edited") != fresh.document("edited")?.shortcutBindings {
        return ["step \(step): bindings differ in \(String(reflecting: current))"]
      }
    }
    return []
  }

  @Test("findings after 30 chained edits equal a fresh workspace's")
  func chainedEditsAgree() async throws {
    let problems = try await PropertyCheck.problems(seed: 0x1EAF_0002, count: 40) { text in
      Self.problems(text, edits: 30, seed: UInt64(text.unicodeScalars.count))
    }
    #expect(problems.isEmpty, "\(problems.prefix(2))")
  }

  @Test("an edit in one component re-checks that component only and moves the findings after it")
  func oneComponentIsRechecked() {
    let text = """
      App: Leaf

      A
      Meaning: a.
      iPhone: swipe

      B
      Meaning: b.
      iPhone: swipe

      """
    let workspace = ContractWorkspace()
    workspace.setDocument("k", text: text)
    let before = workspace.diagnostics(for: "k")
    workspace.setDocument("k", text: text.replacingOccurrences(of: "Meaning: a.", with: "Meaning: aa.\n"))
    let local = workspace.localFindingsForTesting("k")
    #expect(local?.staleBlocks == [0])
    #expect(local?.blocks[1] != nil)
    let after = workspace.diagnostics(for: "k")
    #expect(after.count == before.count)
    #expect(after.last?.range.start == (before.last?.range.start ?? 0) + 2)
  }

  @Test("typing before a conflicting binding moves it in the index: both files' findings stay exact")
  func movedBindingsStayExact() {
    let text = """
      App: Leaf
      Platforms: iPhone, iPad, Mac

      OrderRow
      Meaning: an order.
      Note: typed here.
      iPhone: Share button
      iPad: same + keyboard focus, ⌘I
      Mac: Share button, ⌘I

      """
    let workspace = ContractWorkspace()
    workspace.setDocument("menus", text: Self.menus)
    workspace.setDocument("edited", text: text)
    var current = text
    for step in 0..<12 {
      current = current.replacingOccurrences(of: "typed here", with: "typed here\(step % 2 == 0 ? "x" : "")")
      if step == 6 { current = current.replacingOccurrences(of: "Note: typed", with: "Note:\n  typed") }
      workspace.setDocument("edited", text: current)
      let fresh = ContractWorkspace()
      fresh.setDocument("menus", text: Self.menus)
      fresh.setDocument("edited", text: current)
      for key in ["menus", "edited"] {
        let found = workspace.diagnostics(for: key)
        #expect(found == fresh.diagnostics(for: key), "step \(step), \(key)")
        #expect(found.contains { $0.rule == .shortcutConflict }, "step \(step), \(key)")
      }
    }
  }

  @Test("typing in a block before conflicting bindings carries the cross-file findings, moved, and they stay exact")
  func crossFileFindingsAreCarried() {
    let text = """
      App: Leaf
      Platforms: iPhone, iPad, Mac

      Notes
      Meaning: notes.
      Note: typed here.
      iPhone: Share button

      OrderRow
      Meaning: an order.
      iPhone: Share button
      iPad: same + keyboard focus, ⌘I
      Mac: Share button, ⌘I

      ItemRow
      Meaning: an item.
      iPhone: Delete button
      iPad: same + keyboard focus, ⌘I
      Mac: Delete button, ⌘I

      """
    let workspace = ContractWorkspace()
    workspace.setDocument("menus", text: Self.menus)
    workspace.setDocument("edited", text: text)
    _ = workspace.diagnostics(for: "edited")
    var current = text
    for step in 0..<8 {
      let typed = step == 4 ? "\n  more" : "x"
      current = current.replacingOccurrences(of: "typed here", with: "typed here\(typed)")
      workspace.setDocument("edited", text: current)
      #expect(workspace.carriesCrossFileFindingsForTesting("edited"), "step \(step)")
      let fresh = ContractWorkspace()
      fresh.setDocument("menus", text: Self.menus)
      fresh.setDocument("edited", text: current)
      let found = workspace.diagnostics(for: "edited")
      #expect(found == fresh.diagnostics(for: "edited"), "step \(step)")
      let conflicts = found.filter { $0.rule == .shortcutConflict }
      #expect(conflicts.contains { $0.related.contains { $0.location.document == "edited" } }, "step \(step)")
    }
  }
}
