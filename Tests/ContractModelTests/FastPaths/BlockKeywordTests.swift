import Testing

@testable import ContractModel

/// The block keyword of a header line is read by bytes as by characters.
@Suite("Block keywords by bytes")
struct BlockKeywordBytePathTests {
  @Test("First words of headers, ASCII and not, with marks after the blank")
  func keywords() async {
    let problems = await PropertyCheck.offSharedThreads {
      var texts = FastPathSamples.strings()
      let words = ["menu", "MENU", "Component", "catalog", "catalogs", "men", "\u{212A}", "mEnu\u{301}", "\u{600}menu"]
      for word in words {
        for blank in [" ", "\t", "  ", " \u{301}", "\t\u{20DD}", ""] {
          for rest in ["", "Edit", "😀 x", "é", "\r\n"] { texts.append(word + blank + rest) }
        }
      }
      return texts.filter { BlockKeyword(firstWordOf: $0) != BlockKeyword(firstWordByCharacters: $0) }
    }
    #expect(problems.isEmpty, "\(problems.prefix(10).map(\.debugDescription))")
    #expect(BlockKeyword(firstWordOf: "Menu Edit") == .menu)
    #expect(BlockKeyword(firstWordOf: "menu\u{301} Edit") == nil)
  }
}
