import Testing

@testable import ContractModel

/// The formatter on small inputs: each rewrite it makes, and what it keeps.
@Suite("Formatting")
struct FormattingTests {
  @Test("keys: aliases and case become canonical, macOS becomes Mac, one space after the colon")
  func keys() {
    let input = """
      platforms:macos,  iphone
      OrderRow
      meaning :   one past order.
      Primary: Reorder
      Focus: selected row
      mac check: works
      macOS:  table row; Reorder in menu bar, ⌘R
      iPhone reading order:Number, date

      """
    let expected = """
      Platforms: Mac,  iPhone

      OrderRow
      Meaning: one past order.
      Primary action: Reorder
      Focus after dismiss: selected row
      Check Mac: works
      Mac: table row; Reorder in menu bar, ⌘R
      iPhone reading order: Number, date

      """
    #expect(ContractFormatter.format(input) == expected)
  }

  @Test("shortcuts: text form and any modifier order become symbols in Apple's order, in paths and menus")
  func shortcuts() {
    let input = """
      OrderRow
      Meaning: m. Primary action: New.
      Mac: New in menu bar, Cmd-Shift-N; Delete with ⌘⇧⌫, Shift-click to extend
      Check Mac: press Cmd-Shift-N

      menu Order
        New:Shift-Cmd-N
        Reorder:   Command+R
      """
    let expected = """
      OrderRow
      Meaning: m. Primary action: New.
      Mac: New in menu bar, ⇧⌘N; Delete with ⇧⌘⌫, Shift-click to extend
      Check Mac: press Cmd-Shift-N

      menu Order
        New: ⇧⌘N
        Reorder: ⌘R
      """
    #expect(ContractFormatter.format(input) == expected)
  }

  @Test("blank lines: one between blocks (above a header's comments), none at the start or end, no trailing blanks")
  func blankLines() {
    let input =
      "\n\nApp: Leaf   \nOrderRow\t\nMeaning: m  \n\n\n\n  iPhone: row\n# about the menu\nmenu Order\n  Reorder: ⌘R\n\n\n"
    let expected = "App: Leaf\n\nOrderRow\nMeaning: m\n\n  iPhone: row\n\n# about the menu\nmenu Order\n  Reorder: ⌘R\n"
    #expect(ContractFormatter.format(input) == expected)
  }

  @Test("CRLF stays CRLF, a byte order mark stays, emoji and ⌘ ⌥ ⇧ ⌫ → survive")
  func lineEndsAndBOM() {
    let input =
      "\u{FEFF}OrderRow  \r\nMeaning:😀 order → ⌫\r\nMac:Reorder ⌥⌘→, Opt-Cmd-R\r\n\r\n\r\nmenu Order\r\n  Reorder: ⌘R"
    let expected =
      "\u{FEFF}OrderRow\r\nMeaning: 😀 order → ⌫\r\nMac: Reorder ⌥⌘→, ⌥⌘R\r\n\r\nmenu Order\r\n  Reorder: ⌘R"
    let output = ContractFormatter.format(input)
    #expect(output == expected)
    #expect(output.utf8.starts(with: [0xEF, 0xBB, 0xBF]))
  }

  @Test("a shortcut with a variation selector or a mark stays as written, in paths and menus, LF and CRLF")
  func shortcutsWithMarksAreKept() {
    let kept = "Mac: Reorder in menu bar, ⌘\u{FE0F}R; Close Cmd-\u{FE0F}W, save ⌘S\u{FE0F}, quit Cmd\u{FE0F}-Q"
    let menu = ["", "menu Order", "  Reorder: ⌘\u{FE0F}R", "  Close: Cmd-\u{FE0E}W", "  Archive: ⌘Y\u{301}"]
    for lineEnd in ["\n", "\r\n"] {
      let head = ["OrderRow", "Meaning: m. Primary action: Reorder."]
      let input = (head + [kept + ", Cmd-Y"] + menu + ["  Open: Cmd-O"]).joined(separator: lineEnd)
      let expected = (head + [kept + ", ⌘Y"] + menu + ["  Open: ⌘O"]).joined(separator: lineEnd)
      #expect(ContractFormatter.format(input) == expected)
      #expect(ContractFormatter.format(expected) == expected)
    }
  }

  @Test("already formatted text gives no edits; unknown keys, syntax errors and comments are kept as written")
  func formattedTextIsLeftAlone() {
    let text = """
      # leaf-ignore-file: unused-suppression
      OrderRow
      Meaning: one past order.
      Colour: red
      this line is not a field
        iPhone: row → details
      """
    #expect(ContractFormatter.edits(for: text).isEmpty)
    #expect(ContractFormatter.format(text) == text)
    #expect(ContractFormatter.format("") == "")
    #expect(ContractFormatter.format("\n\n") == "")
  }

  @Test("the seed and every example are already canonical or become so in one pass")
  func examplesAreIdempotent() throws {
    for text in try FuzzTests.corpus() {
      let once = ContractFormatter.format(text)
      #expect(ContractFormatter.format(once) == once)
    }
  }

  @Test(
    "a range formats the lines it touches (an edit is its start line's); a range ending at a line start leaves it"
  )
  func rangeOfLines() {
    let text = "OrderRow\r\nmeaning :😀 ⌥⌘ order.  \r\n\r\n\r\nmacOS:Opt-Cmd-R\r\nmenu Order\r\n"
    let lines = LineTable(text)
    func formatted(_ first: Int, _ firstColumn: Int, _ last: Int, _ lastColumn: Int) -> String {
      let start = lines.offset(of: LineColumn(line: first, column: firstColumn), encoding: .utf8)
      let end = lines.offset(of: LineColumn(line: last, column: lastColumn), encoding: .utf8)
      return SourceEdits.apply(
        ContractFormatter.edits(for: text, onLinesTouching: SourceRange(start: start, end: end)),
        to: text
      )
    }
    // Inside line 1, after the emoji: that line only.
    #expect(formatted(1, 13, 1, 13) == "OrderRow\r\nMeaning: 😀 ⌥⌘ order.\r\n\r\n\r\nmacOS:Opt-Cmd-R\r\nmenu Order\r\n")
    // Lines 1 to 3, the range ending at the start of line 4: the second blank line goes with its
    // line break; line 4 stays.
    #expect(formatted(1, 0, 4, 0) == "OrderRow\r\nMeaning: 😀 ⌥⌘ order.\r\n\r\nmacOS:Opt-Cmd-R\r\nmenu Order\r\n")
    // The blank line before a header belongs to the header's line.
    #expect(formatted(4, 0, 4, 3) == "OrderRow\r\nmeaning :😀 ⌥⌘ order.  \r\n\r\n\r\nMac: ⌥⌘R\r\nmenu Order\r\n")
    #expect(
      formatted(5, 4, 5, 4) == "OrderRow\r\nmeaning :😀 ⌥⌘ order.  \r\n\r\n\r\nmacOS:Opt-Cmd-R\r\n\r\nmenu Order\r\n"
    )
    // Every line: the whole formatting.
    #expect(formatted(0, 0, 6, 0) == ContractFormatter.format(text))
    #expect(ContractFormatter.edits(for: "", onLinesTouching: .empty(at: 0)).isEmpty)
  }
}
