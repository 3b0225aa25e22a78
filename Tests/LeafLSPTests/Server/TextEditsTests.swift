import ContractModel
import Testing

@testable import LeafLSP

/// Incremental edits applied in each position encoding, with surrogate pairs, CRLF and
/// out-of-range positions.
@Suite struct TextEditsTests {
  private func apply(
    _ text: String,
    _ range: LSPRange,
    _ replacement: String,
    _ encoding: ColumnEncoding
  ) -> (text: String, clamps: [TextEdits.Clamp]) {
    TextEdits.apply([TextDocumentContentChangeEvent(range: range, text: replacement)], to: text, encoding: encoding)
  }

  @Test func insertAfterSurrogatePairCountsTwoUTF16Units() {
    // "a😀b": 😀 is two UTF-16 units, one scalar, four bytes.
    let text = "a😀b\n"
    #expect(apply(text, LSPRange(0, 3, 0, 3), "X", .utf16).text == "a😀Xb\n")
    #expect(apply(text, LSPRange(0, 2, 0, 2), "X", .utf32).text == "a😀Xb\n")
    #expect(apply(text, LSPRange(0, 5, 0, 5), "X", .utf8).text == "a😀Xb\n")
  }

  @Test func replaceRangeSpanningEmojiAndCJK() {
    let text = "Mac: 注文 😀 → ⌘R\n"
    // Replace "😀" (UTF-16 columns 8..<10) with "🍀".
    #expect(apply(text, LSPRange(0, 8, 0, 10), "🍀", .utf16).text == "Mac: 注文 🍀 → ⌘R\n")
    // The same in UTF-8: "Mac: " 5 + 注文 6 + " " 1 = 12, 😀 is 4 bytes.
    #expect(apply(text, LSPRange(0, 12, 0, 16), "🍀", .utf8).text == "Mac: 注文 🍀 → ⌘R\n")
    // UTF-32: 😀 is one scalar at column 8.
    #expect(apply(text, LSPRange(0, 8, 0, 9), "🍀", .utf32).text == "Mac: 注文 🍀 → ⌘R\n")
    // Delete "⌘R" after the arrow: UTF-16 columns 13..<15.
    #expect(apply(text, LSPRange(0, 13, 0, 15), "⌃⌥S", .utf16).text == "Mac: 注文 😀 → ⌃⌥S\n")
  }

  @Test func positionInsideSurrogatePairIsClampedToItsStart() {
    let result = apply("a😀b", LSPRange(0, 2, 0, 2), "X", .utf16)
    #expect(result.text == "aX😀b")
    #expect(result.clamps.map(\.used) == [Position(line: 0, character: 1)])
  }

  @Test func crlfLinesKeepTheirLineEnds() {
    let text = "OrderRow\r\nMeaning: one order.\r\niPad: ⌘R\r\n"
    // Insert at the end of line 1: the edit lands before "\r\n".
    #expect(
      apply(text, LSPRange(1, 19, 1, 19), " More.", .utf16).text
        == "OrderRow\r\nMeaning: one order. More.\r\niPad: ⌘R\r\n"
    )
    // A column past the end of a CRLF line stops before the "\r", never between "\r" and "\n".
    let clamped = apply(text, LSPRange(0, 50, 0, 50), "X", .utf16)
    #expect(clamped.text == "OrderRowX\r\nMeaning: one order.\r\niPad: ⌘R\r\n")
    #expect(clamped.clamps.count == 1)
    // Joining two lines removes the whole "\r\n".
    #expect(apply(text, LSPRange(0, 8, 1, 0), " ", .utf16).text == "OrderRow Meaning: one order.\r\niPad: ⌘R\r\n")
    // Inserting a CRLF line.
    #expect(
      apply(text, LSPRange(2, 0, 2, 0), "Mac: ⌘R\r\n", .utf16).text
        == "OrderRow\r\nMeaning: one order.\r\nMac: ⌘R\r\niPad: ⌘R\r\n"
    )
  }

  @Test func outOfRangePositionsAreClampedNotTrapped() {
    let text = "one\ntwo"
    let pastEnd = apply(text, LSPRange(7, 0, 9, 3), "!", .utf16)
    #expect(pastEnd.text == "one\ntwo!")
    #expect(pastEnd.clamps.count == 2)
    let negative = apply(text, LSPRange(-1, -5, 0, 1), "O", .utf16)
    #expect(negative.text == "One\ntwo")
    let reversed = apply(text, LSPRange(1, 3, 1, 0), "2", .utf16)
    #expect(reversed.text == "one\n2")
    #expect(!reversed.clamps.isEmpty)
  }

  @Test func changesApplyInOrderAndFullTextReplaces() {
    let changes = [
      TextDocumentContentChangeEvent(range: LSPRange(0, 0, 0, 0), text: "😀"),
      TextDocumentContentChangeEvent(range: LSPRange(0, 2, 0, 3), text: "B"),
      TextDocumentContentChangeEvent(range: nil, text: "whole\n"),
      TextDocumentContentChangeEvent(range: LSPRange(1, 0, 1, 0), text: "end"),
    ]
    #expect(TextEdits.apply(Array(changes.prefix(2)), to: "abc", encoding: .utf16).text == "😀Bbc")
    #expect(TextEdits.apply(changes, to: "abc", encoding: .utf16).text == "whole\nend")
  }

  @Test func lineEndingIsDetected() {
    #expect(ContractDocument(key: "k", text: "a\r\nb\n").lineEnding == .crlf)
    #expect(ContractDocument(key: "k", text: "a\nb\r\n").lineEnding == .lf)
    #expect(ContractDocument(key: "k", text: "\r\n").lineEnding == .crlf)
    #expect(ContractDocument(key: "k", text: "abc").lineEnding == .lf)
  }

  @Test func documentStoreRefusesStaleVersionsAndUnknownDocuments() throws {
    var store = DocumentStore()
    store.open(uri: "file:///a.contract", key: "/a.contract", languageID: "contract", version: 3)
    #expect(throws: DocumentStore.ChangeRefusal.staleVersion(current: 3, received: 2)) {
      try store.advance(key: "/a.contract", to: 2)
    }
    #expect(throws: DocumentStore.ChangeRefusal.notOpen) {
      try store.advance(key: "/b.contract", to: 9)
    }
    #expect(store["/a.contract"]?.version == 3)
    try store.advance(key: "/a.contract", to: 4)
    #expect(store["/a.contract"]?.version == 4)
  }

  @Test func workspaceEditsAgreeWithWholeTextEdits() throws {
    let model = ServerWorkspace()
    let text = "OrderRow\r\nMeaning: 😀 one ⌘ order.\r\niPad: row\r\n\r\nmenu X\r\n  Y: ⌘Y\r\n"
    _ = model.open(TextDocumentItem(uri: "file:///tmp/e.contract", languageId: "contract", version: 1, text: text))
    let key = model.key(forURI: "file:///tmp/e.contract")
    let changes = [
      TextDocumentContentChangeEvent(range: LSPRange(1, 10, 1, 12), text: "🌐"),
      TextDocumentContentChangeEvent(range: LSPRange(3, 0, 4, 0), text: "Other\r\nMeaning: x\r\n"),
      TextDocumentContentChangeEvent(range: LSPRange(0, 0, 0, 0), text: "App: Leaf\n"),
      TextDocumentContentChangeEvent(range: LSPRange(99, 3, 99, 9), text: "end"),
    ]
    var expected = text
    for (index, change) in changes.enumerated() {
      let clamps = try model.change(key: key, version: 2 + index, changes: [change], encoding: .utf16)
      let whole = TextEdits.applyReadingWholeText([change], to: expected, encoding: .utf16)
      expected = whole.text
      #expect(model.openText(key) == expected)
      #expect(clamps == whole.clamps)
    }
  }
}

/// Random edits at valid positions agree with a reference that works on UTF-16 code units.
@Suite struct TextEditsPropertyTests {
  /// A small deterministic generator (SplitMix64).
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let pieces = ["a", "R", " ", "é", "😀", "注文", "⌘", "⌫", "→", "\n", "\r\n", "🍀"]

  /// Lines of `text` as (content, terminator) pairs.
  static func lines(_ text: String) -> [(content: String, terminator: String)] {
    var result: [(String, String)] = []
    var current = ""
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      if scalar == "\r", scalars.first == "\n" {
        scalars.removeFirst()
        result.append((current, "\r\n"))
        current = ""
      } else if scalar == "\n" {
        result.append((current, "\n"))
        current = ""
      } else {
        current.unicodeScalars.append(scalar)
      }
    }
    result.append((current, ""))
    return result
  }

  /// A random valid position: a line, and a column at a scalar boundary of its content.
  static func position(in text: String, using generator: inout SplitMix) -> (Position, utf16Offset: Int) {
    let lines = lines(text)
    let line = Int.random(in: 0..<lines.count, using: &generator)
    let content = lines[line].content
    let boundaries =
      [0] + content.unicodeScalars.indices.dropFirst().map { content.utf16.distance(from: content.startIndex, to: $0) }
      + [content.utf16.count]
    let column = boundaries.randomElement(using: &generator)!
    let before = lines[..<line].reduce(0) { $0 + $1.content.utf16.count + $1.terminator.utf16.count }
    return (Position(line: line, character: column), before + column)
  }

  @Test func randomUTF16EditsMatchTheReference() {
    var generator = SplitMix(state: 2024)
    for _ in 0..<300 {
      var text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        Self.pieces.randomElement(using: &generator)!
      }
      .joined()
      for _ in 0..<4 {
        var (start, startOffset) = Self.position(in: text, using: &generator)
        var (end, endOffset) = Self.position(in: text, using: &generator)
        if endOffset < startOffset {
          swap(&start, &end)
          swap(&startOffset, &endOffset)
        }
        let insert = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
          Self.pieces.randomElement(using: &generator)!
        }
        .joined()
        var units = Array(text.utf16)
        units.replaceSubrange(startOffset..<endOffset, with: insert.utf16)
        let expected = String(decoding: units, as: UTF16.self)
        let result = TextEdits.apply(
          [TextDocumentContentChangeEvent(range: LSPRange(start: start, end: end), text: insert)],
          to: text,
          encoding: .utf16
        )
        #expect(result.text == expected, "\(text.debugDescription) \(start)-\(end) \(insert.debugDescription)")
        #expect(result.clamps.isEmpty)
        text = expected
      }
    }
  }
}
