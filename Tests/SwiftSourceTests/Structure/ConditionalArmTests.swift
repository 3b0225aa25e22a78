import Foundation
import SwiftSource
import Testing

@Suite("Structure: the arms of `#if` blocks, only one of which is compiled")
struct ConditionalArmTests {
  /// Each shortcut binding of `text` as `Title: s.a s.a`, one `s.a` per `#if` arm it stands in,
  /// outermost first: `s` numbers the `#if`s in source order, `a` is the arm.
  static func placed(_ text: String) -> [String] {
    let bindings = Read.facts(text).shortcuts
    let statements = Set(bindings.flatMap { $0.conditionalArms.map(\.statement) }).sorted()
    return bindings.map { binding in
      ([(binding.title?.text ?? "?") + ":"]
        + binding.conditionalArms.map { "\(statements.firstIndex(of: $0.statement)!).\($0.branch)" })
        .joined(separator: " ")
    }
  }

  @Test("`#if`, `#elseif`, `#else`: arms 0, 1, 2 of one conditional, exclusive; no runtime branches")
  func arms() {
    let text = """
      #if os(macOS)
      Button("Reload") { }.keyboardShortcut("r")
      #elseif DEBUG
      Button("Refresh") { }.keyboardShortcut("r")
      #else
      Button("Rewind") { }.keyboardShortcut("r")
      #endif
      Button("Rename") { }.keyboardShortcut("r")
      """
    #expect(Self.placed(text) == ["Reload: 0.0", "Refresh: 0.1", "Rewind: 0.2", "Rename:"])
    let bindings = Read.facts(text).shortcuts
    #expect(SwiftBranch.areExclusive(bindings[0].conditionalArms, bindings[1].conditionalArms))
    #expect(SwiftBranch.areExclusive(bindings[1].conditionalArms, bindings[2].conditionalArms))
    #expect(!SwiftBranch.areExclusive(bindings[0].conditionalArms, bindings[3].conditionalArms))
    #expect(bindings.allSatisfy { $0.branches.isEmpty })
    // The platforms are read as before.
    #expect(bindings.map(\.platforms) == [.macOS, .uiKit, .uiKit, .all])
  }

  @Test("Nested `#if`s: outermost first; a `#if` of one arm, or after another, makes nothing exclusive")
  func nesting() {
    let text = """
      #if DEBUG
      Button("Rename") { }.keyboardShortcut("r")
      #if SNAPSHOT
      Button("Snapshot") { }.keyboardShortcut("r")
      #else
      Button("Reload") { }.keyboardShortcut("r")
      #endif
      #else
      Button("Refresh") { }.keyboardShortcut("r")
      #endif
      #if TESTING
      Button("Test") { }.keyboardShortcut("r")
      #endif
      """
    #expect(
      Self.placed(text) == ["Rename: 0.0", "Snapshot: 0.0 1.0", "Reload: 0.0 1.1", "Refresh: 0.1", "Test:"]
    )
    let arms = Read.facts(text).shortcuts.map(\.conditionalArms)
    #expect(SwiftBranch.areExclusive(arms[1], arms[2]))  // Snapshot, Reload
    #expect(SwiftBranch.areExclusive(arms[2], arms[3]))  // Reload, Refresh
    #expect(!SwiftBranch.areExclusive(arms[0], arms[1]))  // Rename, Snapshot: one arm of `#if DEBUG`
    #expect(!SwiftBranch.areExclusive(arms[3], arms[4]))  // Refresh, Test: two conditionals
  }

  @Test("Runtime branches inside an arm are read as before, beside the arms")
  func withRuntimeBranches() {
    let text = """
      #if DEBUG
      if isPlaying {
        Button("Pause") { }.keyboardShortcut("p")
      } else {
        Button("Play") { }.keyboardShortcut("p")
      }
      #else
      Button("Release Notes") { }.keyboardShortcut("p")
      #endif
      """
    let bindings = Read.facts(text).shortcuts
    #expect(bindings.map(\.branches.count) == [1, 1, 0])
    #expect(SwiftBranch.areExclusive(bindings[0].branches, bindings[1].branches))
    #expect(Self.placed(text) == ["Pause: 0.0", "Play: 0.0", "Release Notes: 0.1"])
  }

  @Test("A modifier in an arm and an AppKit item made in an arm stand in it")
  func modifierAndMenuItem() {
    let text = """
      Button("Reload") { }
      #if DEBUG
        .keyboardShortcut("r")
      #else
        .keyboardShortcut("r", modifiers: .shift)
      #endif
      #if os(macOS)
      let item = NSMenuItem(title: "Refresh", action: nil, keyEquivalent: "r")
      #else
      let item = NSMenuItem(title: "Rewind", action: nil, keyEquivalent: "r")
      #endif
      """
    #expect(Self.placed(text) == ["Reload: 0.0", "Reload: 0.1", "Refresh: 1.0", "Rewind: 1.1"])
  }

  @Test("Unbalanced directives read without a crash and give no arms they do not have")
  func recovery() {
    let texts = [
      "#if DEBUG\nButton(\"A\") { }.keyboardShortcut(\"r\")",
      "#if DEBUG\n#else\nButton(\"A\") { }.keyboardShortcut(\"r\")",
      "#endif\nButton(\"A\") { }.keyboardShortcut(\"r\")",
      "#else\nButton(\"A\") { }.keyboardShortcut(\"r\")\n#endif",
      "#if A\n#endif\n#endif\nButton(\"A\") { }.keyboardShortcut(\"r\")",
      "#if A\n#else\n#else\nButton(\"A\") { }.keyboardShortcut(\"r\")\n#endif",
    ]
    #expect(texts.map { Self.placed($0) } == [["A:"], ["A: 0.1"], ["A:"], ["A:"], ["A:"], ["A: 0.2"]])
  }
}
