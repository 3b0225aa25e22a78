import ContractModel
import Testing

@Suite("Scanning text for shortcuts")
struct ShortcutScannerTests {
  /// The tokens as (text, canonical form or "invalid: reason").
  private func scan(_ text: String) -> [String] {
    ShortcutScanner.scan(text).map { token in
      switch token.parse {
      case .valid(let shortcut): "\(token.text)=\(shortcut)"
      case .invalid(let reason): "\(token.text)!\(reason)"
      }
    }
  }

  /// The UTF-8 range of the first occurrence of `needle` in `text`.
  private func utf8Range(of needle: String, in text: String) -> Range<Int> {
    let haystack = Array(text.utf8)
    let wanted = Array(needle.utf8)
    let start = (0...(haystack.count - wanted.count)).first { Array(haystack[$0..<($0 + wanted.count)]) == wanted }!
    return start..<(start + wanted.count)
  }

  @Test("The seed's Mac line: ⌘R and the bare ⌫")
  func seedMac() {
    let line = "Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫"
    let tokens = ShortcutScanner.scan(line)
    #expect(scan(line) == ["⌘R=⌘R", "⌫=⌫"])
    #expect(tokens.map(\.range) == [utf8Range(of: "⌘R", in: line), utf8Range(of: "⌫", in: line)])
    #expect(tokens.last?.shortcut?.isBareKey == true)
  }

  @Test("The seed's iPad line: ⌘R after a comma")
  func seedIPad() {
    let line = "iPad: same + keyboard focus on row, context menu, ⌘R"
    #expect(scan(line) == ["⌘R=⌘R"])
    #expect(ShortcutScanner.scan(line).first?.range == utf8Range(of: "⌘R", in: line))
  }

  @Test("The seed's iPhone line: the presentation arrow is not a shortcut")
  func seedIPhone() {
    #expect(scan("iPhone: row → details; Reorder button visible; Delete as swipe + custom action").isEmpty)
    #expect(scan("row -> details").isEmpty)
    #expect(scan("Reorder button → sheet").isEmpty)
  }

  @Test("Exact UTF-8 ranges on a line full of symbols and emoji")
  func exactRanges() {
    let line = "👍 ⌘R, ⌥⌘← ⌫ 🇳🇴 ⇧⌘/"
    let tokens = ShortcutScanner.scan(line)
    #expect(tokens.map(\.text) == ["⌘R", "⌥⌘←", "⌫", "⇧⌘/"])
    #expect(tokens.map(\.range) == [5..<9, 11..<20, 21..<24, 34..<41])
    #expect(tokens.map { $0.shortcut?.description } == ["⌘R", "⌥⌘←", "⌫", "⌘?"])
    for token in tokens {
      let bytes = Array(line.utf8)[token.range]
      #expect(String(decoding: bytes, as: UTF8.self) == token.text)
    }
    #expect(tokens[1].sourceRange(offsetBy: 100) == SourceRange(start: 111, end: 120))
  }

  @Test("Arrows are keys when no word follows them in their piece")
  func arrowKeys() {
    #expect(scan("Increment with →") == ["→=→"])
    #expect(scan("move with ↑ and ↓") == ["↑=↑", "↓=↓"])
    #expect(scan("Decrement with ←, Increment with →") == ["←=←", "→=→"])
    #expect(scan("Adjust with ←/→ keys") == ["←=←", "→=→"])
    #expect(scan("move with ↑↓ between rows") == ["↑=↑", "↓=↓"])
    #expect(scan("Next with → or ⌘]") == ["→=→", "⌘]=⌘]"])
    #expect(scan("(Increment with →)") == ["→=→"])
    #expect(scan("Increment with →. Then speak") == ["→=→"])
    #expect(scan("⌥⌘←") == ["⌥⌘←=⌥⌘←"])
    #expect(scan("row → details, → sheet").isEmpty)
  }

  @Test("Symbol forms: punctuation keys, key names, joiners and variation selectors")
  func symbolForms() {
    #expect(scan("Settings ⌘, then ⌘; and ⌘.") == ["⌘,=⌘,", "⌘;=⌘;", "⌘.=⌘."])
    #expect(scan("Spotlight ⌘Space; ⌃⌥Space; ⌘F5") == ["⌘Space=⌘Space", "⌃⌥Space=⌃⌥Space", "⌘F5=⌘F5"])
    #expect(scan("scroll with ⌘Page Up") == ["⌘Page Up=⌘⇞"])
    #expect(scan("Reload ⌘+R, bigger ⌘+") == ["⌘+R=⌘R", "⌘+=⌘+"])
    #expect(scan("Emoji 🌐️E") == ["🌐️E=🌐E"])
    #expect(scan("Press ⌘R.") == ["⌘R=⌘R"])
    #expect(scan("Delete: ⌘⌫") == ["⌘⌫=⌘⌫"])
    #expect(scan("⌘R⌘S") == ["⌘R=⌘R", "⌘S=⌘S"])
    #expect(scan("Smaller ⌘- or ⌘-R") == ["⌘-=⌘-", "⌘-R=⌘R"])
  }

  @Test("A variation selector anywhere in a shortcut is read through; the token keeps it, as written")
  func variationSelectors() {
    #expect(scan("Reload ⌘\u{FE0F}R, close Cmd-\u{FE0F}W") == ["⌘\u{FE0F}R=⌘R", "Cmd-\u{FE0F}W=⌘W"])
    #expect(scan("Save ⌘S\u{FE0F}; quit Cmd\u{FE0F}-Q") == ["⌘S\u{FE0F}=⌘S", "Cmd\u{FE0F}-Q=⌘Q"])
    #expect(
      scan("Top ⌘Page\u{FE0E} Up, find Shift\u{FE0F}+Cmd+G") == ["⌘Page\u{FE0E} Up=⌘⇞", "Shift\u{FE0F}+Cmd+G=⇧⌘G"]
    )
    #expect(scan("Next ⌥\u{FE0F}⌘\u{FE0F}→\u{FE0F}") == ["⌥\u{FE0F}⌘\u{FE0F}→\u{FE0F}=⌥⌘→"])
    let line = "a Cmd-\u{FE0F}W b"
    #expect(ShortcutScanner.scan(line).first?.range == utf8Range(of: "Cmd-\u{FE0F}W", in: line))
  }

  @Test("Invalid symbol forms are returned whole, with a reason")
  func invalidTokens() {
    #expect(scan("hold ⌘ for the overlay") == ["⌘!a modifier needs a key"])
    #expect(scan("Reorder ⌘⌘R") == ["⌘⌘R!⌘ is repeated"])
    #expect(scan("Reorder ⌘Rx now") == ["⌘Rx!'Rx' is not a key name"])
    #expect(scan("end ⇧⌘") == ["⇧⌘!a modifier needs a key"])
    let line = "a ⌘Rx"
    #expect(ShortcutScanner.scan(line).first?.range == 2..<7)
  }

  @Test("A joined symbol form needs a known key, like a text form")
  func joinedSymbolForms() {
    #expect(scan("⌘-click to add, ⌥-drag to copy, ⇧+click").isEmpty)
    #expect(scan("⌥⌘-click").isEmpty)
    #expect(scan("⌘-click then ⌘R") == ["⌘R=⌘R"])
  }

  @Test("Text forms need a known key and a word boundary")
  func textForms() {
    #expect(scan("Reload with Cmd-R") == ["Cmd-R=⌘R"])
    #expect(scan("Redo (Command+Shift+Z)") == ["Command+Shift+Z=⇧⌘Z"])
    #expect(scan("Activate Ctrl-Opt-Space, Settings Cmd-,") == ["Ctrl-Opt-Space=⌃⌥Space", "Cmd-,=⌘,"])
    #expect(scan("Force Quit Option-Command-Esc") == ["Option-Command-Esc=⌥⌘⎋"])
    #expect(scan("Back with Cmd-Left") == ["Cmd-Left=⌘←"])
    #expect(scan("Repeat Cmd-Cmd-R") == ["Cmd-Cmd-R!⌘ is repeated"])
    #expect(scan("Shift-click to extend, Option-drag to copy, Control-click").isEmpty)
    #expect(scan("MyCmd-R and Cmd-Rx and my_Cmd-R").isEmpty)
    #expect(scan("Cmd - R, Cmd + R, Cmd").isEmpty)
  }

  @Test("A hyphenated key name is read whole in a text form; a word hyphenated to a key is no key")
  func hyphenatedKeyNames() {
    #expect(scan("Next with Cmd-Right-Arrow 👉") == ["Cmd-Right-Arrow=⌘→"])
    #expect(
      scan("Up with Cmd-Page-Up, down with Shift-Cmd-Page-Down") == ["Cmd-Page-Up=⌘⇞", "Shift-Cmd-Page-Down=⇧⌘⇟"]
    )
    #expect(scan("Tag with Cmd-R-ish").isEmpty)
    #expect(scan("Back with Cmd-Left-") == ["Cmd-Left=⌘←"])
  }

  @Test("Words alone are never shortcuts; bare key symbols always are")
  func bareKeys() {
    #expect(scan("Space or Return or R or Delete").isEmpty)
    #expect(scan("⌫ ⌦ ↩ ⌤ ⎋ ⇥ ⇞ ⇟ ↖ ↘").count == 10)
    #expect(scan("Confirm ↩︎") == ["↩︎=↩"])
  }

  @Test("Line ends end an arrow's piece")
  func lineEnds() {
    #expect(scan("Increment with →\r\nDecrement with ←\n") == ["→=→", "←=←"])
  }
}
