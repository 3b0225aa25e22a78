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
    #expect(LineEnding(of: "a\r\nb\n") == .crlf)
    #expect(LineEnding(of: "a\nb\r\n") == .lf)
    #expect(LineEnding(of: "\r\n") == .crlf)
    #expect(LineEnding(of: "abc") == .lf)
  }

  @Test func documentStoreRefusesStaleVersionsAndUnknownDocuments() throws {
    var store = DocumentStore()
    store.open(uri: "file:///a.contract", key: "/a.contract", languageID: "contract", version: 3, text: "abc")
    let edit = [TextDocumentContentChangeEvent(range: LSPRange(0, 3, 0, 3), text: "d")]
    #expect(throws: DocumentStore.ChangeRefusal.staleVersion(current: 3, received: 2)) {
      try store.change(key: "/a.contract", version: 2, changes: edit, encoding: .utf16)
    }
    #expect(throws: DocumentStore.ChangeRefusal.notOpen) {
      try store.change(key: "/b.contract", version: 9, changes: edit, encoding: .utf16)
    }
    #expect(store["/a.contract"]?.text == "abc")
    _ = try store.change(key: "/a.contract", version: 4, changes: edit, encoding: .utf16)
    #expect(store["/a.contract"]?.text == "abcd")
    #expect(store["/a.contract"]?.version == 4)
  }
}
