import Testing

@testable import ContractModel

/// The safety net of the block engine: after every edit, the workspace's answers equal those of a
/// workspace built fresh from the same texts. Edits land on every kind of line (the file header's
/// `App` and `Platforms`, a `Meaning`, each platform's path, menu commands, catalog entries, block
/// headers, blank lines) in a workspace of several files of one app, so cross-file facts move too.
@Suite("Workspace: an incremental workspace equals a fresh one")
struct IncrementalEqualsFreshTests {
  /// The files edited: two apps' worth of components, menus and a catalog entry.
  static let files: [String: String] = [
    "A.contract": """
    App: Leaf
    Platforms: iPhone, iPad, Mac
    See: Platform Copy Paste

    menu Order
      Reorder: ⌘R
      Show Details: ⌘Y

    OrderRow
    Meaning: one past order. Number, date, total, status. Primary action: Reorder.
    iPhone: row → details; Reorder button visible; Delete as swipe + custom action
    iPad: same + keyboard focus on row, context menu, ⌘R
    Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫
    Focus after dismiss: selected row
    Check: Mac: Order → Reorder works with the keyboard alone.

    """,
    "B.contract": """
    App: Leaf

    CartRow
    Meaning: one item of the cart. Primary action: Refresh.
    # leaf-ignore: hover-only-information the price is in the row
    Hover: price
    iPhone: row → details; Refresh button
    iPad: same + Refresh ⌘R
    Mac: table row; Refresh in menu bar, ⌘R; Show Details with ⌘Y
    Check Mac: Order → Show Details works.

    catalog Swipe-Only Delete
    Summary: a delete that only a swipe reaches.
    See: Reading Order Drift

    """,
    "C.contract": """
    Platforms: Mac
    RatingView
    Kind: custom view
    Role: slider
    Label: Rating
    Value: 3 of 5
    Actions: Increment, Decrement
    Meaning: a rating from 1 to 5. See: Swipe-Only Delete
    Mac: keyboard focus, focus ring; Increment with →; Decrement with ←
    Check: Mac: VoiceOver reads Rating, 3 of 5.

    """,
  ]

  /// What is inserted: pieces of every kind of line and the characters that change how lines read.
  static let pieces = [
    "a", "R", " ", "\n", "\r\n", ":", ";", ",", " + ", "→", "⌘", "⌘R", "⇧⌘D", "⌃⌥S", "😀", "é", "Reorder", "Refresh",
    "Show Details", "same", "swipe", "context menu", "menu bar", "hover", "table row", "Mac: ", "iPad: ", "iPhone: ",
    "menu ", "catalog ", "component ", "App: Fern\n", "Platforms: Mac\n", "Meaning: x.\n", "  Delete: ⌘⌫\n",
    "\nOther\nMeaning: y.\niPhone: row\n", "# leaf-ignore: shortcut-conflict\n", "See: Platform Copy Paste\n",
  ]

  /// The answers compared: every document's diagnostics, text and line count, and the bindings.
  static func answers(_ workspace: ContractWorkspace) -> [String] {
    var result: [String] = []
    for key in workspace.documentKeys {
      let lines = workspace.lines(key)!
      result.append("\(key) \(lines.lineCount) lines, \(workspace.text(key)!.utf8.count) bytes")
      for diagnostic in workspace.diagnostics(for: key) {
        let related = diagnostic.related.map { "\($0.location.document)@\($0.location.range)" }
        result.append(
          "  \(diagnostic.rule) \(diagnostic.severity) \(diagnostic.range) \(diagnostic.message) \(related)"
        )
      }
      let document = workspace.document(key)!
      result.append("  text \(document.text == workspace.text(key)!)")
      result.append("  blocks \(document.blocks.map { "\($0.start)+\($0.length)" })")
    }
    let bindings = workspace.bindings.values.flatMap { $0 }.map {
      "\($0.document) \($0.shortcut) \($0.platform) \($0.target)"
    }
    result += bindings.sorted()
    return result
  }

  /// A random edit of `text`: a range on scalar boundaries replaced by a piece or nothing.
  static func randomEdit(of text: String, _ random: inout SeededGenerator) -> (range: SourceRange, text: String) {
    let bytes = Array(text.utf8)
    func boundary(_ offset: Int) -> Int {
      var offset = min(max(0, offset), bytes.count)
      while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      return offset
    }
    let start = boundary(Int.random(in: 0...bytes.count, using: &random))
    let end = boundary(start + Int.random(in: 0...(Bool.random(using: &random) ? 3 : 40), using: &random))
    let inserted = Int.random(in: 0..<3, using: &random) == 0 ? "" : pieces.randomElement(using: &random)!
    return (SourceRange(start: start, end: end), inserted)
  }

  @Test("Random edits anywhere, a fresh workspace compared after each", arguments: [1, 2, 3, 4, 5])
  func randomEdits(seed: UInt64) async {
    let problems = await PropertyCheck.offSharedThreads {
      var random = SeededGenerator(seed: seed)
      let incremental = ContractWorkspace()
      var texts = Self.files
      incremental.setDocuments(texts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
      var problems: [String] = []
      for step in 0..<1_000 {
        let key = texts.keys.sorted().randomElement(using: &random)!
        let edit = Self.randomEdit(of: texts[key]!, &random)
        var bytes = Array(texts[key]!.utf8)
        bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.text.utf8))
        texts[key] = String(decoding: bytes, as: UTF8.self)
        if step % 10 == 9 {
          incremental.setDocument(key, text: texts[key]!)
        } else {
          incremental.edit(key, range: edit.range, newText: edit.text)
        }
        let fresh = ContractWorkspace()
        for (key, text) in texts.sorted(by: { $0.key < $1.key }) { fresh.setDocument(key, text: text) }
        let expected = Self.answers(fresh)
        let actual = Self.answers(incremental)
        if actual != expected {
          let first = zip(actual, expected).first { $0 != $1 }
          problems.append("step \(step), \(key) \(edit): \(first.map { "\($0.0)\n  expected \($0.1)" } ?? "lengths")")
          break
        }
      }
      return problems
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("Typing a character at a time into every kind of line")
  func typingIntoEveryKindOfLine() async {
    let problems = await PropertyCheck.offSharedThreads {
      var problems: [String] = []
      for (key, original) in Self.files.sorted(by: { $0.key < $1.key }) {
        let lines = original.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() where !line.isEmpty {
          let incremental = ContractWorkspace()
          incremental.setDocuments(Self.files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
          var text = original
          let offset = lines[..<number].reduce(0) { $0 + $1.utf8.count + 1 } + line.utf8.count
          for (typed, character) in "Ab⌘2 ;x".enumerated() {
            let at = offset + "Ab⌘2 ;x".prefix(typed).utf8.count
            incremental.edit(key, range: .empty(at: at), newText: String(character))
            var bytes = Array(text.utf8)
            bytes.insert(contentsOf: Array(String(character).utf8), at: at)
            text = String(decoding: bytes, as: UTF8.self)
            let fresh = ContractWorkspace()
            var texts = Self.files
            texts[key] = text
            for (name, content) in texts.sorted(by: { $0.key < $1.key }) { fresh.setDocument(name, text: content) }
            let actual = Self.answers(incremental)
            let expected = Self.answers(fresh)
            if actual != expected {
              let first = zip(actual, expected).first { $0 != $1 }.map { "\($0.0)\n  expected \($0.1)" }
              problems.append("\(key) line \(number + 1) '\(line)' after typing \(typed + 1): \(first ?? "lengths")")
              break
            }
          }
        }
      }
      return problems
    }
    #expect(problems.isEmpty, "\(problems.prefix(5).joined(separator: "\n"))")
  }

  @Test("A block that only moved keeps its identity and reading; an edited one is read again")
  func movedBlocksAreReused() {
    let workspace = ContractWorkspace()
    workspace.setDocuments(Self.files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    let before = workspace.document("A.contract")!
    workspace.edit("A.contract", range: .empty(at: 0), newText: "\n\n")
    let after = workspace.document("A.contract")!
    #expect(before.blocks.dropFirst().map(\.id) == after.blocks.dropFirst().map(\.id))
    #expect(zip(before.blocks.dropFirst(), after.blocks.dropFirst()).allSatisfy { $0.start + 2 == $1.start })
    let meaning = Self.files["A.contract"]!.utf8.count - 80
    workspace.edit("A.contract", range: .empty(at: meaning + 2), newText: "x")
    let edited = workspace.document("A.contract")!
    #expect(edited.blocks.last?.id != after.blocks.last?.id)
    #expect(edited.blocks.dropLast().map(\.id) == after.blocks.dropLast().map(\.id))
  }
}
