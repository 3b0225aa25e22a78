import Testing

@testable import ContractModel

/// Finding lone CRs (a `\r` not followed by `\n`) eight bytes at a time, and converting them.
@Suite("Lone carriage returns")
struct LoneCarriageReturnsTests {
  /// The offsets of every lone CR, one byte at a time.
  static func naive(_ text: String) -> [Int] {
    let bytes = Array(text.utf8)
    return bytes.indices.filter { bytes[$0] == 0x0D && ($0 + 1 == bytes.count || bytes[$0 + 1] != 0x0A) }
  }

  @Test("CRLF and LF are not lone; a CR before anything else, or at the end, is; at every offset of a word")
  func edges() {
    #expect(LoneCarriageReturns.first(in: "") == nil)
    #expect(LoneCarriageReturns.first(in: "OrderRow\r\nMeaning: ⌘ 😀.\r\n\n") == nil)
    #expect(LoneCarriageReturns.first(in: "\r") == 0)
    #expect(LoneCarriageReturns.first(in: "a\r\nb\rc\r") == 4)
    for prefix in 0..<20 {
      let text = String(repeating: "x", count: prefix) + "\r\n" + String(repeating: "y", count: prefix) + "\r😀"
      #expect(LoneCarriageReturns.first(in: text) == 2 * prefix + 2, "\(prefix)")
      #expect(LoneCarriageReturns.first(in: String(repeating: "z", count: prefix) + "\r") == prefix)
    }
  }

  @Test("500 random texts of CR, LF, ⌘ and emoji: the first and every lone CR, and the conversion keeps every offset")
  func random() {
    var random = SeededGenerator(seed: 0xC0_44)
    let pieces = ["\r", "\n", "\r\n", "a", "⌘", "😀", " ", "Mac: "]
    for _ in 0..<500 {
      let text = (0..<Int.random(in: 0..<40, using: &random)).map { _ in pieces.randomElement(using: &random)! }
        .joined()
      let lone = Self.naive(text)
      #expect(LoneCarriageReturns.first(in: text) == lone.first, "\(text.debugDescription)")
      #expect(LoneCarriageReturns.offsets(in: text) == lone)
      let converted = LoneCarriageReturns.converted(text)
      #expect(converted.utf8.count == text.utf8.count)
      #expect(Self.naive(converted).isEmpty)
      #expect(converted == SourceEdits.apply(LoneCarriageReturns.conversionEdits(in: text), to: text))
      // Lines as LSP counts them: every `\r\n`, `\n` and lone `\r` ends one.
      #expect(LineTable(converted).lineCount == 1 + text.utf8.filter { $0 == 0x0A }.count + lone.count)
    }
  }
}
