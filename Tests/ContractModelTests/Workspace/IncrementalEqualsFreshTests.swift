import Foundation
import Testing

@testable import ContractModel

/// The safety net of the block engine: after every edit, the workspace's answers equal those of a
/// workspace built fresh from the same texts. Edits land on every kind of line (the file header's
/// `App` and `Platforms`, a `Meaning`, each platform's path, menu commands, catalog entries, block
/// headers, suppressions, blank lines) of a workspace that is mostly one app, where files read
/// each other's commands, menus and catalog entries, bind the same shortcuts and declare the
/// same names; the files edited are kept with their models, or lean (as closed files are), or
/// one open among lean ones (as in the server).
@Suite("Workspace: an incremental workspace equals a fresh one")
struct IncrementalEqualsFreshTests {
  /// The files edited: one app's components, menus (an application menu among them) and catalog
  /// entry, a file without `App` that every app sees, and a file with a file-wide suppression.
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
    "D.contract": """
    App: Leaf
    Platforms: iPad, Mac

    menu Leaf
      About Leaf
      Settings…: ⌘,
      Quit Leaf: ⌘Q

    menu Order
      Archive: ⌘A

    OrderRow
    Meaning: the same name as the first file's row. Primary action: Archive.
    iPad: row → details; Archive ⌘A
    Mac: table row; Archive in menu bar, ⌘E; Quit with ⌘Q
    Check: Mac: Order → Archiv works. Order → Reorder works.
    See: Swipe-Only Delet
    # leaf-ignore: shortcut-mismatch the menu is being renamed

    DetailPane
    Meaning: an order's details. Primary action: Show Details.
    iPad: keyboard focus; Show Details ⌘Y
    Mac: keyboard focus, focus ring; Show Details ⌘Y

    """,
    "E.contract": """
    # leaf-ignore-file: missing-platform-path the other paths are drafts
    App: Leaf

    DraftRow
    Meaning: a draft. Primary action: Open.
    iPhone: Open button; ⌘O
    Mac: Open in menu bar, ⌘R

    """,
  ]

  /// What is inserted: pieces of every kind of line and the characters that change how lines read.
  static let pieces = [
    "a", "R", " ", "\n", "\r\n", ":", ";", ",", " + ", "→", "⌘", "⌘R", "⇧⌘D", "⌃⌥S", "😀", "é", "Reorder", "Refresh",
    "Show Details", "same", "swipe", "context menu", "menu bar", "hover", "table row", "Mac: ", "iPad: ", "iPhone: ",
    "menu ", "catalog ", "component ", "App: Fern\n", "Platforms: Mac\n", "Meaning: x.\n", "  Delete: ⌘⌫\n",
    "\nOther\nMeaning: y.\niPhone: row\n", "# leaf-ignore: shortcut-conflict\n", "See: Platform Copy Paste\n",
    "Leaf", "Order → ", "Archive", "\nmenu Order\n  Refresh: ⌘G\n", "\ncatalog Swipe-Only Delet\n", "Quit Leaf",
    "# leaf-ignore-file: shortcut-conflict\n",
  ]

  /// How the edited workspace keeps its documents.
  enum Keeping: String, CaseIterable, CustomStringConvertible {
    /// Every document with its models.
    case models
    /// Every document lean: models let go once checked (the server's closed files, `check`).
    case lean
    /// The edited document with its models, the others lean (the server, one file open).
    case mixed
    /// Every document lean, read one per batch in reverse order by a workspace that does not
    /// track readers (`check`): each batch changes what the batches before it read.
    case untracked

    var description: String { rawValue }
  }

  /// A workspace of `texts`, kept as `keeping` says, `open` the document kept with its models in
  /// the mixed case.
  static func workspace(_ texts: [String: String], keeping: Keeping, open: String) -> ContractWorkspace {
    let workspace = ContractWorkspace(tracksReaders: keeping != .untracked)
    let sorted = texts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    switch keeping {
    case .untracked:
      for document in sorted.reversed() { workspace.setDocuments([document], keepingModels: false) }
    case .models: workspace.setDocuments(sorted)
    case .lean: workspace.setDocuments(sorted, keepingModels: false)
    case .mixed:
      workspace.setDocuments(sorted.filter { $0.0 != open }, keepingModels: false)
      workspace.setDocument(open, text: texts[open]!)
    }
    return workspace
  }

  /// A workspace of `texts` built fresh, one document at a time.
  static func fresh(_ texts: [String: String]) -> ContractWorkspace {
    let fresh = ContractWorkspace()
    for (key, text) in texts.sorted(by: { $0.key < $1.key }) { fresh.setDocument(key, text: text) }
    return fresh
  }

  /// The answers compared: every document's diagnostics, text, lines and blocks, the bindings,
  /// and the facts (commands, menus, catalog entries).
  static func answers(_ workspace: ContractWorkspace) -> [String] {
    var result: [String] = []
    for key in workspace.documentKeys {
      let lines = workspace.lines(key)!
      result.append("\(key) \(lines.lineCount) lines, \(workspace.text(key)!.utf8.count) bytes")
      for diagnostic in workspace.diagnostics(for: key) {
        let related = diagnostic.related.map { "\($0.location.document)@\($0.location.range) \($0.message)" }
        result.append(
          "  \(diagnostic.rule) \(diagnostic.severity) \(diagnostic.range) \(diagnostic.message) \(related)"
        )
      }
      let document = workspace.document(key)!
      result.append("  text \(document.text == workspace.text(key)!)")
      result.append("  blocks \(document.blocks.map { "\($0.start)+\($0.length)" })")
    }
    let bindings = workspace.bindings.values.flatMap { $0 }.map {
      "\($0.document) \($0.shortcut) \($0.platform) \($0.target) \($0.app ?? "-") \($0.rank)"
    }
    result += bindings.sorted()
    let facts = workspace.workspaceFacts
    for key in facts.commands.keys.sorted() {
      result.append(
        "command \(key): "
          + facts.commands[key]!.map { "\($0.document) \($0.command.menu) \($0.platforms) \($0.app ?? "-")" }
          .joined(separator: "; ")
      )
    }
    for title in facts.menus.keys.sorted() {
      result.append(
        "menu \(title): " + facts.menus[title]!.map { "\($0.document) \($0.app ?? "-")" }.joined(separator: "; ")
      )
    }
    result.append("catalog \(facts.teamCatalog.map { "\($0.entry.name) \($0.document)" })")
    return result
  }

  /// The first difference between the answers of `workspace` and of a fresh one of `texts`.
  static func difference(_ workspace: ContractWorkspace, _ texts: [String: String]) -> String? {
    let actual = answers(workspace)
    let expected = answers(fresh(texts))
    guard actual != expected else { return nil }
    return zip(actual, expected).first { $0 != $1 }.map { "\($0.0)\n  expected \($0.1)" } ?? "lengths"
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

  /// `text` with `edit` made (its range in UTF-8 offsets), as the client holds it.
  static func applying(_ edit: (range: SourceRange, text: String), to text: String) -> String {
    var bytes = Array(text.utf8)
    bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.text.utf8))
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test(
    "Random edits anywhere, a fresh workspace compared after each",
    arguments: zip(
      [1, 2, 3, 4, 5, 6, 10, 11] as [UInt64],
      [Keeping.models, .lean, .mixed, .models, .mixed, .lean, .untracked, .untracked]
    )
  )
  func randomEdits(seed: UInt64, keeping: Keeping) async {
    let problems = await PropertyCheck.offSharedThreads {
      var random = SeededGenerator(seed: seed)
      var texts = Self.files
      let open = "A.contract"
      let incremental = Self.workspace(texts, keeping: keeping, open: open)
      var problems: [String] = []
      for step in 0..<400 {
        // In the mixed case, the open document is edited most, as in an editor.
        let key = keeping == .mixed && step % 3 != 0 ? open : texts.keys.sorted().randomElement(using: &random)!
        let edit = Self.randomEdit(of: texts[key]!, &random)
        texts[key] = Self.applying(edit, to: texts[key]!)
        if step % 10 == 9 {
          incremental.setDocument(key, text: texts[key]!)
          if keeping == .lean || keeping == .untracked || (keeping == .mixed && key != open) {
            incremental.release(key)
          }
        } else {
          incremental.edit(key, range: edit.range, newText: edit.text)
        }
        if let difference = Self.difference(incremental, texts) {
          problems.append("step \(step), \(key) \(edit): \(difference)")
          break
        }
      }
      return problems
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test(
    "Bursts of random edits, in one document or several, read once and compared after each burst",
    arguments: zip([7, 8, 9, 12] as [UInt64], [Keeping.models, .lean, .mixed, .untracked])
  )
  func burstsOfEdits(seed: UInt64, keeping: Keeping) async {
    let problems = await PropertyCheck.offSharedThreads {
      var random = SeededGenerator(seed: seed)
      var texts = Self.files
      let open = "A.contract"
      let incremental = Self.workspace(texts, keeping: keeping, open: open)
      var problems: [String] = []
      for burst in 0..<60 {
        // An edit is read when the workspace is next asked something: the edits of a burst stack
        // up unread, on top of each other's blocks.
        var edits: [String] = []
        for _ in 0..<Int.random(in: 2...8, using: &random) {
          let key =
            keeping == .mixed || Bool.random(using: &random) ? open : texts.keys.sorted().randomElement(using: &random)!
          let edit = Self.randomEdit(of: texts[key]!, &random)
          texts[key] = Self.applying(edit, to: texts[key]!)
          incremental.edit(key, range: edit.range, newText: edit.text)
          edits.append("\(key) \(edit)")
        }
        if let difference = Self.difference(incremental, texts) {
          problems.append("burst \(burst), \(edits): \(difference)")
          break
        }
        #expect(incremental.staleModels.isEmpty)
      }
      return problems
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("An edit is read when the workspace is next asked, not as it is made")
  func editsAreReadWhenAsked() {
    let key = "A.contract"
    let workspace = Self.workspace(Self.files, keeping: .mixed, open: key)
    let meaning = workspace.text(key)!.utf8.count - 1
    workspace.edit(key, range: .empty(at: meaning), newText: "x")
    workspace.edit(key, range: .empty(at: meaning + 1), newText: "y")
    #expect(!workspace.staleModels.isEmpty)
    _ = workspace.diagnostics(for: key)
    #expect(workspace.staleModels.isEmpty)
  }

  /// Where a line is typed into: at its end, and where its value starts (after `Key: `, after a
  /// menu command's indentation, after a block header's keyword).
  static func typingOffsets(of line: Substring, at offset: Int) -> [Int] {
    let bytes = Array(line.utf8)
    var start = 0
    if let colon = line.range(of: ": ") {
      start = line[..<colon.upperBound].utf8.count
    } else if let first = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }), first > 0 {
      start = first
    } else if line.hasPrefix("menu ") || line.hasPrefix("catalog ") {
      start = line.firstIndex(of: " ").map { line[...$0].utf8.count } ?? 0
    }
    return start == bytes.count ? [offset + start] : [offset + start, offset + bytes.count]
  }

  @Test("Typing a character at a time into every kind of line", arguments: [Keeping.mixed])
  func typingIntoEveryKindOfLine(keeping: Keeping) async {
    let problems = await PropertyCheck.offSharedThreads {
      var problems: [String] = []
      for (key, original) in Self.files.sorted(by: { $0.key < $1.key }) {
        let lines = original.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() where !line.isEmpty {
          let lineStart = lines[..<number].reduce(0) { $0 + $1.utf8.count + 1 }
          for offset in Self.typingOffsets(of: line, at: lineStart) {
            let incremental = Self.workspace(Self.files, keeping: keeping, open: key)
            var texts = Self.files
            for (typed, character) in "Ab⌘2 ;x".enumerated() {
              let at = offset + "Ab⌘2 ;x".prefix(typed).utf8.count
              incremental.edit(key, range: .empty(at: at), newText: String(character))
              var bytes = Array(texts[key]!.utf8)
              bytes.insert(contentsOf: Array(String(character).utf8), at: at)
              texts[key] = String(decoding: bytes, as: UTF8.self)
              if let difference = Self.difference(incremental, texts) {
                problems.append(
                  "\(key) line \(number + 1) '\(line)' at \(offset - lineStart), after typing \(typed + 1): \(difference)"
                )
                break
              }
            }
          }
        }
      }
      return problems
    }
    #expect(problems.isEmpty, "\(problems.prefix(5).joined(separator: "\n"))")
  }

  @Test("A document read off the workspace's thread equals a fresh one, whatever changed meanwhile")
  func documentsReadOffThread() async {
    let problems = await PropertyCheck.offSharedThreads {
      var problems: [String] = []
      let texts = Self.files
      for key in texts.keys.sorted() {
        for other in texts.keys.sorted() where other != key {
          let workspace = Self.workspace(texts, keeping: .mixed, open: key)
          var changed = texts
          changed[key] = texts[key]! + "\nExtraRow\nMeaning: one more. Primary action: Reorder.\nMac: Reorder ⌘R\n"
          let request = workspace.documentRequest(key, text: changed[key]!)
          // Meanwhile another file loses its menus and catalog entries, and gets a menu command.
          changed[other] =
            texts[other]!.replacingOccurrences(of: "menu ", with: "menux ")
            .replacingOccurrences(of: "catalog ", with: "catalogx ") + "\nmenu Order\n  Archiv: ⌘J\n"
          workspace.setDocument(other, text: changed[other]!)
          workspace.release(other)
          workspace.apply(ContractWorkspace.prepare(request))
          if let difference = Self.difference(workspace, changed) {
            problems.append("\(key) read while \(other) changed: \(difference)")
          }
        }
      }
      return problems
    }
    #expect(problems.isEmpty, "\(problems.prefix(3).joined(separator: "\n"))")
  }

  @Test("A block that only moved keeps its identity and reading; an edited one keeps its identity and is read again")
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
    #expect(edited.blocks.last?.id == after.blocks.last?.id)
    if let last = after.blocks.last {
      var expected = last.model.lines.bytes
      expected.insert(UInt8(ascii: "x"), at: last.relative(meaning + 2))
      #expect(edited.blocks.last?.model.lines.bytes == expected, "the edited block is read again")
    }
    #expect(edited.blocks.dropLast().map(\.id) == after.blocks.dropLast().map(\.id))
  }

  @Test("A menu command renamed a key at a time to a name its menu has already, and back")
  func commandRenamedToItsNeighboursName() {
    let key = "A.contract"
    var texts = Self.files
    let workspace = Self.workspace(texts, keeping: .mixed, open: key)
    var problems: [String] = []
    func type(_ edit: (range: SourceRange, text: String)) {
      texts[key] = Self.applying(edit, to: texts[key]!)
      workspace.edit(key, range: edit.range, newText: edit.text)
      if let difference = Self.difference(workspace, texts) { problems.append("\(edit): \(difference)") }
    }
    // `  Show Details: ⌘Y` loses its name a key at a time, is typed `Reorder` (the command above
    // it), then loses that and is typed its own name again.
    let start = Array(texts[key]!.utf8).firstRange(of: Array("Show Details:".utf8))!.lowerBound
    for name in ["Show Details", "Reorder"] {
      for offset in (0..<name.utf8.count).reversed() {
        type((SourceRange(start: start + offset, end: start + offset + 1), ""))
      }
      for (offset, character) in Array(name == "Reorder" ? "Show Details" : "Reorder").enumerated() {
        type((.empty(at: start + offset), String(character)))
      }
    }
    #expect(texts[key] == Self.files[key])
    #expect(problems.isEmpty, "\(problems.prefix(3).joined(separator: "\n"))")
  }
}
