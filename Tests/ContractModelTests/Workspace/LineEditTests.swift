import Testing

@testable import ContractModel

/// An edit inside one line of one block edits that block's text alone only when splitting the
/// edited document afresh would find the same blocks: the same boundaries, the edited block's
/// moved by what the edit added or removed; and the block's text it makes (its line table moved,
/// its kind and `leaf-ignore-file` mark carried) is the one a fresh split makes.
@Suite("Workspace: an edit inside one line")
struct LineEditTests {
  /// The blocks of `text` as the workspace holds them.
  private static func blocks(_ text: [UInt8]) -> (ranges: [Range<Int>], blocks: [WorkspaceBlock]) {
    let ranges = BlockSplitter.ranges(of: text)
    let blocks = ranges.enumerated().map { index, range in
      WorkspaceBlock(id: BlockID(index), bytes: Array(text[range]), isFileHeader: index == 0)
    }
    return (ranges, blocks)
  }

  /// The edit of `range` of `text` (UTF-8 offsets into the document) by `newText`, as
  /// ``ContractWorkspace/edit(_:range:newText:)`` hands it over when it stays in one block.
  private static func editedText(_ text: String, _ range: Range<Int>, _ newText: String) -> BlockText? {
    let bytes = Array(text.utf8)
    let (ranges, blocks) = blocks(bytes)
    guard let index = ranges.lastIndex(where: { $0.lowerBound <= range.lowerBound }),
      range.upperBound < ranges[index].upperBound || index == ranges.count - 1
    else { return nil }
    let start = ranges[index].lowerBound
    return LineEdit.editedText(
      of: blocks[index],
      isFileHeader: index == 0,
      range: (range.lowerBound - start)..<(range.upperBound - start),
      newText: Array(newText.utf8)
    )
  }

  private static let contract = """
    App: Leaf
    Platforms: iPad, Mac

    OrderRow
    Meaning: one past order ⌘ 😀. Primary action: Reorder.
    Mac: table row; Reorder in menu bar, ⌘R

    menu Order
      Reorder: ⌘R

    """

  /// The UTF-8 offset of the end of the first line of `contract` that starts with `prefix`.
  private static func endOfLine(startingWith prefix: String) -> Int {
    var start = 0
    for line in contract.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix(prefix) { return start + line.utf8.count }
      start += line.utf8.count + 1
    }
    preconditionFailure("no line starts with \(prefix)")
  }

  @Test("A keystroke in a field, a menu command or the file header edits its block alone")
  func keystrokesStayInTheirBlock() {
    for prefix in ["Meaning:", "Mac:", "  Reorder", "Platforms:"] {
      let end = Self.endOfLine(startingWith: prefix)
      #expect(Self.editedText(Self.contract, end..<end, "x") != nil, "\(prefix)")
      #expect(Self.editedText(Self.contract, (end - 1)..<end, "") != nil, "\(prefix)")
      #expect(Self.editedText(Self.contract, end..<end, "⌘😀") != nil, "\(prefix)")
    }
  }

  @Test("`leaf-ignore-file` typed into a line, or taken out of it, marks the block or stops marking it")
  func fileWideSuppressionMark() {
    let text = "App: Leaf\n# leaf-ignore: shortcut-conflict\n\nOrderRow\nMeaning: x.\n"
    let at = "App: Leaf\n# leaf-ignore".utf8.count
    let marked = Self.editedText(text, at..<at, "-file")
    #expect(marked?.mentionsFileWideSuppression == true)
    let typed = String(decoding: marked!.bytes, as: UTF8.self) + "\nOrderRow\nMeaning: x.\n"
    #expect(Self.editedText(typed, at..<(at + 5), "")?.mentionsFileWideSuppression == false)
    #expect(Self.editedText(typed, at..<(at + 1), "_")?.mentionsFileWideSuppression == false)
  }

  @Test("A line break typed or removed, a header line edited, a line made a header: split again")
  func editsThatMayMoveBoundariesAreSplit() {
    let meaning = Self.endOfLine(startingWith: "Meaning:")
    #expect(Self.editedText(Self.contract, meaning..<meaning, "\n") == nil, "a line break typed")
    #expect(Self.editedText(Self.contract, meaning..<meaning, "x\r\ny") == nil, "a line break pasted")
    #expect(Self.editedText(Self.contract, meaning..<(meaning + 1), "") == nil, "two lines joined")
    let header = Self.endOfLine(startingWith: "OrderRow")
    #expect(Self.editedText(Self.contract, header..<header, "s") == nil, "the block's header line")
    let menu = Self.endOfLine(startingWith: "menu Order")
    #expect(Self.editedText(Self.contract, menu..<menu, "s") == nil, "a menu's header line")
    // `Platforms: iPad, Mac` made `menu Other`: a header, which starts a block.
    let platforms = Self.endOfLine(startingWith: "Platforms:")
    let start = platforms - "Platforms: iPad, Mac".utf8.count
    #expect(Self.editedText(Self.contract, start..<platforms, "menu Other") == nil)
    #expect(Self.editedText(Self.contract, start..<platforms, "DetailPane") == nil)
    // A byte order mark starts no line but the document's first.
    #expect(Self.editedText(Self.contract, start..<start, "\u{FEFF}") == nil)
  }

  /// Expects that splitting `text` with `edit` made finds the blocks `text` had, the edited one
  /// moved by what the edit added or removed and made as `edited` is.
  private static func expectAFreshSplit(
    _ text: String,
    _ edit: (range: SourceRange, text: String),
    _ edited: BlockText,
    _ label: String
  ) {
    let range = edit.range.start..<edit.range.end
    let before = blocks(Array(text.utf8)).ranges
    let after = blocks(Array(IncrementalEqualsFreshTests.applying(edit, to: text).utf8))
    let delta = edit.text.utf8.count - range.count
    let index = before.lastIndex { $0.lowerBound <= range.lowerBound }!
    let expected = before.enumerated().map { offset, block in
      if offset < index { return block }
      if offset == index { return block.lowerBound..<(block.upperBound + delta) }
      return (block.lowerBound + delta)..<(block.upperBound + delta)
    }
    #expect(after.ranges == expected, "\(label): \(edit)")
    let fresh = after.blocks[index]
    #expect(edited.bytes == fresh.bytes, "\(label): \(edit)")
    #expect(edited.lines.lineStarts == fresh.lines.lineStarts, "\(label): \(edit)")
    #expect(edited.kind == fresh.kind, "\(label): \(edit)")
    #expect(edited.mentionsFileWideSuppression == fresh.mentionsFileWideSuppression, "\(label): \(edit)")
  }

  @Test("A byte order mark before the document's first line, or a character that starts with its first byte")
  func byteOrderMarkAndItsFirstByte() {
    // U+FF48 (full-width h) is EF BD 88: it shares only its first byte with the mark.
    let mac = Self.endOfLine(startingWith: "Mac:") - "Mac: table row; Reorder in menu bar, ⌘R".utf8.count
    for (at, inserted) in [(mac, "ｈ"), (0, "\u{FEFF}"), (0, "ｈ")] {
      let edit = (range: SourceRange.empty(at: at), text: inserted)
      guard let edited = Self.editedText(Self.contract, at..<at, inserted) else {
        Issue.record("\(inserted.debugDescription) at \(at) was split again")
        continue
      }
      Self.expectAFreshSplit(Self.contract, edit, edited, "\(inserted.debugDescription) at \(at)")
    }
    #expect(Self.editedText(Self.contract, mac..<mac, "\u{FEFF}") == nil, "the mark before another line")
  }

  @Test("Random edits: whenever the block alone is edited, a fresh split finds the same blocks")
  func editedBlocksMatchAFreshSplit() {
    var random = SeededGenerator(seed: 0x11_7E)
    var alone = 0
    var marked = 0
    for step in 0..<3_000 {
      let files = IncrementalEqualsFreshTests.files.sorted { $0.key < $1.key }
      let text = files[step % files.count].value
      let edit = IncrementalEqualsFreshTests.randomEdit(of: text, &random)
      let range = edit.range.start..<edit.range.end
      guard let edited = Self.editedText(text, range, edit.text) else { continue }
      alone += 1
      Self.expectAFreshSplit(text, edit, edited, "step \(step)")
      if edited.mentionsFileWideSuppression { marked += 1 }
    }
    // Most random edits span lines or type line breaks; enough stay in one line, some of them in
    // a block that holds `leaf-ignore-file` (E.contract's file header).
    #expect(alone > 300)
    #expect(marked > 10)
  }
}
