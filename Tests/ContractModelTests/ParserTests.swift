import Testing

@testable import ContractModel

/// Tree dumps with ranges for every line shape of design section 2, BOM and CRLF, and columns in
/// each encoding on lines holding ⌘, emoji and CJK.
@Suite("Parser: line shapes and ranges")
struct ParserTests {
  @Test("File header fields, `X` and `component X` headers (keyword in any case), comments and blank lines")
  func headersAndComments() {
    assertTreeDump(
      """
      App: Leaf
      Platforms: iPhone, Mac
      See: Platform Copy Paste

      # The row.
      OrderRow
      Meaning: one past order.
      component Other
      COMPONENT Third
      """,
      """
      tree lf
      field "App" @1:1-1:10 key @1:1-1:4 value "Leaf" [@1:6-1:10]
      field "Platforms" @2:1-2:23 key @2:1-2:10 value "iPhone, Mac" [@2:12-2:23]
      field "See" @3:1-3:25 key @3:1-3:4 value "Platform Copy Paste" [@3:6-3:25]
      component "OrderRow" @6:1-7:25 name @6:1-6:9
        field "Meaning" @7:1-7:25 key @7:1-7:8 value "one past order." [@7:10-7:25]
      component "Other" @8:1-8:16 keyword @8:1-8:10 name @8:11-8:16
      component "Third" @9:1-9:16 keyword @9:1-9:10 name @9:11-9:16
      comment "The row." @5:1-5:11
      """
    )
  }

  @Test("menu blocks (commands with and without a shortcut) and catalog blocks; a URL value stays whole")
  func menuAndCatalog() {
    assertTreeDump(
      """
      menu Order
        Reorder: ⌘R
        Show Details
      Delete: ⌘⌫

      catalog Swipe-Only Delete
      Summary: a swipe.
      Link: https://wiki.example/x
      """,
      """
      tree lf
      menu "Order" @1:1-4:11 keyword @1:1-1:5 name @1:6-1:11
        command "Reorder" @2:3-2:14 name @2:3-2:10 detail "⌘R" @2:12-2:14
        command "Show Details" @3:3-3:15 name @3:3-3:15
        command "Delete" @4:1-4:11 name @4:1-4:7 detail "⌘⌫" @4:9-4:11
      catalog "Swipe-Only Delete" @6:1-8:29 keyword @6:1-6:8 name @6:9-6:26
        field "Summary" @7:1-7:18 key @7:1-7:8 value "a swipe." [@7:10-7:18]
        field "Link" @8:1-8:29 key @8:1-8:5 value "https://wiki.example/x" [@8:7-8:29]
      """
    )
  }

  @Test("A menu command's name may hold '…' or '...', as menu items do; its shortcut is still read")
  func menuCommandWithEllipsis() {
    let tree = ContractParser.parse("menu Leaf\n  Settings…: ⌘,\n  Save As...: ⇧⌘S\n")
    let commands = tree.blocks.first?.commands.map { "\($0.name) | \($0.detail ?? "-")" } ?? []
    #expect(commands == ["Settings… | ⌘,", "Save As... | ⇧⌘S"])
  }

  @Test("Keys in any case, aliases and folded blanks; only the first colon splits key and value")
  func keysAndAliases() {
    assertTreeDump(
      """
      OrderRow
      PRIMARY: Reorder
      focus: selected row
      macOS: table row
      check mac: fine
      Mac  Reading   order: a, b
      Meaning: a: b: c
      """,
      """
      tree lf
      component "OrderRow" @1:1-7:17 name @1:1-1:9
        field "PRIMARY" @2:1-2:17 key @2:1-2:8 value "Reorder" [@2:10-2:17]
        field "focus" @3:1-3:20 key @3:1-3:6 value "selected row" [@3:8-3:20]
        field "macOS" @4:1-4:17 key @4:1-4:6 value "table row" [@4:8-4:17]
        field "check mac" @5:1-5:16 key @5:1-5:10 value "fine" [@5:12-5:16]
        field "Mac Reading order" @6:1-6:27 key @6:1-6:21 value "a, b" [@6:23-6:27]
        field "Meaning" @7:1-7:17 key @7:1-7:8 value "a: b: c" [@7:10-7:17]
      """
    )
    let document = ContractDocument(
      key: "k",
      text: "OrderRow\nPRIMARY: Reorder\nfocus: selected row\nmacOS: table row\n"
    )
    let row = document.components[0].value
    #expect(row.primaryActions == ["Reorder"])
    #expect(row.field(.focusAfterDismiss)?.value == "selected row")
    #expect(row.paths[.mac]?.segments.map(\.text) == ["table row"])
    #expect(document.blocks.flatMap(\.model.misplacedFields).isEmpty)
  }

  @Test(
    "Every key and alias resolves, in any case",
    arguments: [
      ("App", FieldKey.app), ("PLATFORMS", .platforms), ("meaning", .meaning), ("Primary action", .primaryAction),
      ("Primary", .primaryAction), ("Actions", .actions), ("Kind", .kind), ("Role", .role), ("Label", .label),
      ("Value", .value), ("Columns", .columns), ("Hover", .hover), ("Reading Order", .readingOrder),
      ("iPad reading order", .platformReadingOrder(.iPad)), ("Focus after dismiss", .focusAfterDismiss),
      ("Focus", .focusAfterDismiss), ("Check", .check(nil)), ("Check Mac", .check(.mac)), ("iPad check", .check(.iPad)),
      ("Note", .note), ("See", .see), ("iphone", .path(.iPhone)), ("macOS", .path(.mac)), ("Summary", .summary),
      ("Link", .link),
    ]
  )
  func fieldKeys(written: String, key: FieldKey) {
    #expect(FieldKey(anyContext: written) == key)
  }

  @Test("Continuation lines join with one space; an indented `<Platform>:` line continues a Check only")
  func continuations() {
    assertTreeDump(
      "OrderRow\nMeaning: one past\n  order, with\n\tits total.\nCheck: Mac: works.\n  iPad: also works.\n"
        + "  Mac check: more\niPhone: list row\n  iPad: same\n",
      """
      tree lf
      component "OrderRow" @1:1-9:13 name @1:1-1:9
        field "Meaning" @2:1-4:12 key @2:1-2:8 value "one past order, with its total." [@2:10-2:18, @3:3-3:14, @4:2-4:12]
        field "Check" @5:1-6:20 key @5:1-5:6 value "Mac: works. iPad: also works." [@5:8-5:19, @6:3-6:20]
        field "Mac check" @7:3-7:18 key @7:3-7:12 indented value "more" [@7:14-7:18]
        field "iPhone" @8:1-8:17 key @8:1-8:7 value "list row" [@8:9-8:17]
        field "iPad" @9:3-9:13 key @9:3-9:7 indented value "same" [@9:9-9:13]
      """
    )
    let document = ContractDocument(key: "k", text: "OrderRow\nCheck: Mac: works.\n  iPad: also works.\n")
    let checks = document.components[0].value.checks.map { "\($0.platform.map(\.rawValue) ?? "all"): \($0.text)" }
    #expect(checks == ["Mac: works.", "iPad: also works."])
    #expect(document.components[0].value.paths.isEmpty)
  }

  @Test("Syntax errors: free text at column 0, indented lines with nothing to continue")
  func syntaxErrors() {
    assertTreeDump(
      """
      OrderRow
      Meaning: x
      reviewed with the team
        dangling
      Other
        indented after header
        # indented comment
      https://example.com
      2nd: not a key
      """,
      """
      tree lf
      component "OrderRow" @1:1-2:11 name @1:1-1:9
        field "Meaning" @2:1-2:11 key @2:1-2:8 value "x" [@2:10-2:11]
      component "Other" @5:1-5:6 name @5:1-5:6
      comment "indented comment" @7:3-7:21
      syntax error @3:1-3:23 "'reviewed with the team' is not a field,…"
      syntax error @4:3-4:11 "This indented line continues nothing: wr…"
      syntax error @6:3-6:24 "This indented line continues nothing: wr…"
      syntax error @8:1-8:20 "'https://example.com' is not a field, a …"
      syntax error @9:1-9:15 "'2nd: not a key' is not a field, a block…"
      """
    )
  }

  @Test("The seed's OrderRow parses verbatim")
  func seed() {
    assertTreeDump(
      SeedTests.seed,
      """
      tree lf
      component "OrderRow" @1:1-5:67 name @1:1-1:9
        field "Meaning" @2:1-2:79 key @2:1-2:8 value "one past order. Number, date, total, status. Primary action: Reorder." [@2:10-2:79]
        field "iPhone" @3:1-3:79 key @3:1-3:7 value "row → details; Reorder button visible; Delete as swipe + custom action" [@3:9-3:79]
        field "iPad" @4:1-4:53 key @4:1-4:5 value "same + keyboard focus on row, context menu, ⌘R" [@4:7-4:53]
        field "Mac" @5:1-5:67 key @5:1-5:4 value "table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫" [@5:6-5:67]
      """
    )
  }

  @Test("A BOM is skipped (it still counts as one UTF-16 column); CRLF ranges stop before the \\r")
  func bomAndCRLF() {
    let text = "\u{FEFF}App: Leaf\r\nOrderRow\r\nMeaning: one \r\n  two\r\n\r\n"
    assertTreeDump(
      text,
      """
      tree crlf bom
      field "App" @1:2-1:11 key @1:2-1:5 value "Leaf" [@1:7-1:11]
      component "OrderRow" @2:1-4:6 name @2:1-2:9
        field "Meaning" @3:1-4:6 key @3:1-3:8 value "one two" [@3:10-3:13, @4:3-4:6]
      """
    )
    let tree = ContractParser.parse(text)
    #expect(tree.headerFields[0].keyRange.start == 3)
    let bytes = Array(text.utf8)
    let ranges =
      tree.headerFields.map(\.range) + tree.blocks.flatMap { [$0.range, $0.nameRange] + $0.fields.map(\.range) }
    for range in ranges {
      #expect(bytes[range.end - 1] != UInt8(ascii: "\r") && bytes[range.end - 1] != UInt8(ascii: "\n"))
    }
    for part in tree.blocks.flatMap(\.fields).flatMap(\.valueParts) {
      #expect(!bytes[part.start..<part.end].contains(UInt8(ascii: "\r")))
    }
    #expect(ContractParser.parse("A\r\n").lineEnding == .crlf)
    #expect(ContractParser.parse("A\nB\r\n").lineEnding == .lf)
    #expect(ContractParser.parse("A").lineEnding == .lf)
  }

  @Test("An empty text and blank lines only give an empty tree")
  func emptyTexts() {
    for text in ["", "\n", "\r\n", "   \n\t\n", "\u{FEFF}"] {
      let tree = ContractParser.parse(text)
      #expect(tree.blocks.isEmpty && tree.headerFields.isEmpty && tree.diagnostics.isEmpty, "\(text.debugDescription)")
    }
  }

  // MARK: - Columns

  private static let unicodeText = "menu 注文 😀\n  再注文: ⌘R\n😀 注文 ⌘\nOrderRow\nNote: 😀 ⌘R\n  注文 ⌘⇧N\n"

  @Test("Columns on lines holding ⌘, 😀 and 注文, in UTF-8")
  func columnsUTF8() {
    assertTreeDump(
      Self.unicodeText,
      """
      tree lf
      menu "注文 😀" @1:1-2:18 keyword @1:1-1:5 name @1:6-1:17
        command "再注文" @2:3-2:18 name @2:3-2:12 detail "⌘R" @2:14-2:18
      component "OrderRow" @4:1-6:17 name @4:1-4:9
        field "Note" @5:1-6:17 key @5:1-5:5 value "😀 ⌘R 注文 ⌘⇧N" [@5:7-5:16, @6:3-6:17]
      syntax error @3:1-3:16 "'😀 注文 ⌘' is not a field, a block header …"
      """,
      encoding: .utf8
    )
  }

  @Test("Columns on lines holding ⌘, 😀 and 注文, in UTF-16")
  func columnsUTF16() {
    assertTreeDump(
      Self.unicodeText,
      """
      tree lf
      menu "注文 😀" @1:1-2:10 keyword @1:1-1:5 name @1:6-1:11
        command "再注文" @2:3-2:10 name @2:3-2:6 detail "⌘R" @2:8-2:10
      component "OrderRow" @4:1-6:9 name @4:1-4:9
        field "Note" @5:1-6:9 key @5:1-5:5 value "😀 ⌘R 注文 ⌘⇧N" [@5:7-5:12, @6:3-6:9]
      syntax error @3:1-3:8 "'😀 注文 ⌘' is not a field, a block header …"
      """,
      encoding: .utf16
    )
  }

  @Test("Columns on lines holding ⌘, 😀 and 注文, in UTF-32")
  func columnsUTF32() {
    assertTreeDump(
      Self.unicodeText,
      """
      tree lf
      menu "注文 😀" @1:1-2:10 keyword @1:1-1:5 name @1:6-1:10
        command "再注文" @2:3-2:10 name @2:3-2:6 detail "⌘R" @2:8-2:10
      component "OrderRow" @4:1-6:9 name @4:1-4:9
        field "Note" @5:1-6:9 key @5:1-5:5 value "😀 ⌘R 注文 ⌘⇧N" [@5:7-5:11, @6:3-6:9]
      syntax error @3:1-3:7 "'😀 注文 ⌘' is not a field, a block header …"
      """,
      encoding: .utf32
    )
  }

  @Test(
    "LineTable: columns match Swift's own counts, and offset(of: position(of: x)) == x on every scalar boundary",
    arguments: [
      "Mac: table row; Reorder ⌘R; 😀 注文\n  注文 😀😀 ⌘⇧N\n",
      "\u{FEFF}App: 注文\r\nOrderRow\r\n  😀\r\n",
      "é\u{301} 👍🏽 🇫🇷 e\u{301}\n\n\t⌘\n",
      // ASCII runs longer than a word (eight bytes, skipped at once), broken at every alignment.
      "Meaning: one past order, number and date⌘ then seventeen bytes😀a\r\nab 1234567 注文 12345678901234567\n",
    ]
  )
  func lineTableRoundTrip(text: String) {
    let table = LineTable(text)
    let bytes = Array(text.utf8)
    var offset = 0
    var boundaries: [Int] = []
    for scalar in text.unicodeScalars {
      boundaries.append(offset)
      offset += UTF8.width(scalar)
    }
    boundaries.append(offset)
    for boundary in boundaries {
      // The `\n` of a `\r\n` is part of the line end: it maps to the `\r`.
      if boundary > 0, boundary < bytes.count, bytes[boundary] == UInt8(ascii: "\n"), bytes[boundary - 1] == 13 {
        continue
      }
      let line = table.line(containing: boundary)
      let prefix = String(
        decoding: bytes[table.startOfLine(line)..<min(boundary, table.endOfLineContent(line))],
        as: UTF8.self
      )
      let expected: [ColumnEncoding: Int] = [
        .utf8: prefix.utf8.count, .utf16: prefix.utf16.count, .utf32: prefix.unicodeScalars.count,
      ]
      for encoding in ColumnEncoding.allCases {
        let position = table.position(of: boundary, encoding: encoding)
        #expect(position.line == line)
        #expect(position.column == expected[encoding], "offset \(boundary) in \(encoding)")
        #expect(table.offset(of: position, encoding: encoding) == boundary, "offset \(boundary) in \(encoding)")
      }
    }
  }

  @Test("LineTable clamps: past the end, negative, past a line's end, inside a surrogate pair")
  func lineTableClamps() {
    let table = LineTable("ab\r\n😀c\n")
    #expect(table.lineCount == 3)
    #expect(table.position(of: -5) == LineColumn(line: 0, column: 0))
    #expect(table.position(of: 999) == LineColumn(line: 2, column: 0))
    #expect(table.position(of: 3) == LineColumn(line: 0, column: 2))
    #expect(table.offset(of: LineColumn(line: 0, column: 99)) == 2)
    #expect(table.offset(of: LineColumn(line: 9, column: 0)) == table.bytes.count)
    #expect(table.offset(of: LineColumn(line: -1, column: 3)) == 0)
    #expect(table.offset(of: LineColumn(line: 1, column: 1), encoding: .utf16) == 4)
    #expect(table.offset(of: LineColumn(line: 1, column: 2), encoding: .utf16) == 8)
    #expect(table.offset(of: LineColumn(line: 1, column: 2), encoding: .utf8) == 4)
    #expect(table.text(ofLine: 0) == "ab")
    #expect(table.text(ofLine: 1) == "😀c")
    #expect(table.position(of: 8).description == "2:3")
  }
}
