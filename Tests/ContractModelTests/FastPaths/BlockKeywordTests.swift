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

  @Test("A block's kind is its first word lower-cased, compared by bytes as by characters")
  func blockKinds() async {
    // The definition: the first word up to a blank or a line end (after a byte order mark),
    // lower-cased with Unicode's rules.
    @Sendable func reference(_ bytes: [UInt8]) -> BlockKind {
      let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      let end = bytes[start...].firstIndex { [0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? bytes.count
      switch String(decoding: bytes[start..<end], as: UTF8.self).lowercased() {
      case "menu": return .menu
      case "catalog": return .catalog
      default: return .component
      }
    }
    let problems = await PropertyCheck.offSharedThreads {
      var texts = FastPathSamples.strings()
      let words = [
        "menu", "MENU", "Menu", "mEnU", "catalog", "CATALOG", "Catalogs", "men", "menus", "component", "",
        "\u{212A}", "m\u{0435}nu", "mEnu\u{301}", "\u{600}menu", "ｍｅｎｕ", "catalog\u{200B}",
      ]
      for word in words {
        for prefix in ["", "\u{FEFF}"] {
          for after in ["", " Edit", "\tFile", "\n  Go: ⌘G", "\r\nx", "😀"] { texts.append(prefix + word + after) }
        }
      }
      return texts.filter { BlockText.kind(of: Array($0.utf8)) != reference(Array($0.utf8)) }
    }
    #expect(problems.isEmpty, "\(problems.prefix(10).map(\.debugDescription))")
    #expect(BlockText.kind(of: Array("Menu Edit".utf8)) == .menu)
    #expect(BlockText.kind(of: Array("\u{FEFF}CATALOG\tSwipe".utf8)) == .catalog)
    #expect(BlockText.kind(of: Array("Menus".utf8)) == .component)
  }
}
