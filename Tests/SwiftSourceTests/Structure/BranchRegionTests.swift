import Foundation
import SwiftSource
import Testing

@Suite("Structure: the branches of `if`/`else` chains and `switch` cases")
struct BranchRegionTests {
  /// Each shortcut binding of `text` as `Title: s.b s.b`, one `s.b` per branch it stands in,
  /// outermost first: `s` numbers the statements in source order, `b` is the branch.
  static func placed(_ text: String) -> [String] {
    let bindings = Read.facts(text).shortcuts
    let statements = Set(bindings.flatMap { $0.branches.map(\.statement) }).sorted()
    return bindings.map { binding in
      ([(binding.title?.text ?? "?") + ":"]
        + binding.branches.map { "\(statements.firstIndex(of: $0.statement)!).\($0.branch)" })
        .joined(separator: " ")
    }
  }

  /// The branches at the first byte of `marker` in `text`.
  static func branches(at marker: String, in text: String) -> [SwiftBranch] {
    let bytes = Array(text.utf8)
    let needle = Array(marker.utf8)
    let offset = (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }!
    return SwiftBranchRegions(Outline.read(text)).branches(at: offset)
  }

  @Test("The `if` and its `else`: branches 0 and 1 of one statement, exclusive")
  func ifElse() {
    let text = """
      if isPlaying {
        Button("Pause") { }.keyboardShortcut("p")
      } else {
        Button("Play") { }.keyboardShortcut("p")
      }
      """
    #expect(Self.placed(text) == ["Pause: 0.0", "Play: 0.1"])
    let bindings = Read.facts(text).shortcuts
    #expect(SwiftBranch.areExclusive(bindings[0].branches, bindings[1].branches))
  }

  @Test("An `else if` chain is one statement; a condition's closure does not end it")
  func elseIfChain() {
    let text = """
      if a {
        Button("A") { }.keyboardShortcut("p")
      } else if items.contains(where: { $0.isReady }), let b {
        Button("B") { }.keyboardShortcut("p")
      } else if case .c = mode {
        Button("C") { }.keyboardShortcut("p")
      } else {
        Button("D") { }.keyboardShortcut("p")
      }
      """
    #expect(Self.placed(text) == ["A: 0.0", "B: 0.1", "C: 0.2", "D: 0.3"])
  }

  @Test("`switch` cases by their labels at the switch's own depth, `default` and `@unknown default` included")
  func switchCases() {
    let text = """
      switch mode {
      case .a, .b:
        Button("A") { }.keyboardShortcut("p")
      case let .c(value) where value > 1:
        if case .x = value { Button("C") { }.keyboardShortcut("p") }
        for case let item? in items { Text(item) }
        Button("C2") { }.style(.default).keyboardShortcut("p")
      default:
        Button("D") { }.keyboardShortcut("p")
      @unknown default:
        Button("U") { }.keyboardShortcut("p")
      }
      """
    #expect(Self.placed(text) == ["A: 0.0", "C: 0.1", "C2: 0.1", "D: 0.2", "U: 0.3"])
  }

  @Test("Nested statements: outermost first; a lone `if` and code after a statement stand in nothing of it")
  func nesting() {
    let text = """
      Button("Before") { }.keyboardShortcut("p")
      if a {
        if b {
          Button("AB") { }.keyboardShortcut("p")
        } else {
          switch mode {
          case .x: Button("AX") { }.keyboardShortcut("p")
          default: Button("AD") { }.keyboardShortcut("p")
          }
        }
        if lone { Button("Lone") { }.keyboardShortcut("p") }
      } else {
        Button("Else") { }.keyboardShortcut("p")
      }
      if c {
        Button("C") { }.keyboardShortcut("p")
      }
      Button("After") { }.keyboardShortcut("p")
      """
    #expect(
      Self.placed(text) == [
        "Before:", "AB: 0.0 1.0", "AX: 0.0 1.1 2.0", "AD: 0.0 1.1 2.1", "Lone: 0.0", "Else: 0.1", "C:", "After:",
      ]
    )
    let branches = Read.facts(text).shortcuts.map(\.branches)
    #expect(SwiftBranch.areExclusive(branches[1], branches[2]))  // AB, AX
    #expect(SwiftBranch.areExclusive(branches[2], branches[3]))  // AX, AD
    #expect(SwiftBranch.areExclusive(branches[2], branches[5]))  // AX, Else
    #expect(!SwiftBranch.areExclusive(branches[1], branches[4]))  // AB, Lone: one branch of `if a`
    #expect(!SwiftBranch.areExclusive(branches[0], branches[5]))  // Before, Else
    #expect(!SwiftBranch.areExclusive(branches[5], branches[6]))  // Else, C: two statements
  }

  @Test("`if` as an expression, `guard … else`, an `if` in a closure: read where they are")
  func otherForms() {
    let text = """
      let label = if isPlaying { "Pause" } else { "Play" }
      guard let player else { return }
      Group {
        if isPlaying { Button("Pause") { }.keyboardShortcut("p") } else { Button("Play") { }.keyboardShortcut("p") }
      }
      """
    #expect(Self.branches(at: "\"Pause\" }", in: text).map(\.branch) == [0])
    #expect(Self.branches(at: "\"Play\" }", in: text).map(\.branch) == [1])
    #expect(Self.branches(at: "return", in: text) == [])
    #expect(Self.placed(text) == ["Pause: 0.0", "Play: 0.1"])
  }

  @Test("CRLF line breaks and emoji before and inside the branches move nothing (UTF-8 offsets)")
  func crlfAndEmoji() {
    let text = """
      // 🎵🎶 👩‍👩‍👧‍👦
      Text("▶️ \\(title) ⏸")
      if isPlaying {
        Button("⏸ Pause") { }.keyboardShortcut("p")
      } else {
        Text("🎧")
        Button("▶️ Play") { }.keyboardShortcut("p")
      }
      Button("🎧 Playlists") { }.keyboardShortcut("p")
      """.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(Self.placed(text) == ["⏸ Pause: 0.0", "▶️ Play: 0.1", "🎧 Playlists:"])
    #expect(Self.branches(at: "Text(\"🎧\")", in: text).map(\.branch) == [1])
    #expect(Self.branches(at: "Text(\"▶️", in: text) == [])
  }

  @Test("Unclosed or cut-short statements read without a crash, and give no branches they do not have")
  func recovery() {
    let texts = [
      "if a { Button(\"A\") { }.keyboardShortcut(\"p\") } else {",
      "if a { Button(\"A\") { }.keyboardShortcut(\"p\") } else",
      "if a { Button(\"A\") { }.keyboardShortcut(\"p\") } else if",
      "switch mode { case .a: Button(\"A\") { }.keyboardShortcut(\"p\") default:",
      "switch",
      "} else { Button(\"A\") { }.keyboardShortcut(\"p\") }",
      "if a",
      "case .a: default: Button(\"A\") { }.keyboardShortcut(\"p\")",
    ]
    #expect(texts.map { Self.placed($0) } == [["A: 0.0"], ["A:"], ["A:"], ["A: 0.0"], [], ["A:"], [], ["A:"]])
  }
}
