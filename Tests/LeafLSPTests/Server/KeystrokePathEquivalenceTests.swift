import ContractModel
import JSONRPC
import Testing

@testable import LeafLSP

/// The keystroke path's shortcuts give exactly what the straightforward code gives: edits applied
/// with one line's table, `didChange` params read without the Codable bridge,
/// `publishDiagnostics` params written straight to bytes and completion lists built as JSON values.
@Suite struct KeystrokePathEquivalenceTests {
  /// Texts with multi-byte and multi-unit characters, combining marks, CRLF, empty lines and
  /// no final newline.
  static let texts = [
    "",
    "a",
    "Mac: ⌘⌥⇧R 😀\n",
    "Mac: ⌘⌥⇧R 😀\r\niPad: 🏳️‍🌈 e\u{301}\r\n\r\nlast",
    "one\ntwo\r\nthree 👩‍👩‍👧 ⌃\n\n⌥\u{1F1EB}\u{1F1F7}\n",
    "\r\n\r\n\n",
    "Note: 注文 → ⌘R\r\nApp: X",
  ]

  /// Deterministic pseudo-random numbers, so a failure can be replayed.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  @Test(arguments: ColumnEncoding.allCases)
  func editsEqualTheWholeTextVersion(encoding: ColumnEncoding) {
    var random = Generator(state: 42)
    let insertions = ["", "x", "⌘", "😀", "\n", "\r\n", "e\u{301}", "⇧\r\nNote: ⌥"]
    for text in Self.texts {
      var current = text
      for _ in 0..<300 {
        // Lines and columns a little past the ends, so clamping is exercised too.
        func position() -> Position { Position(line: random.next(8) - 1, character: random.next(14) - 1) }
        var changes: [TextDocumentContentChangeEvent] = []
        for _ in 0..<(1 + random.next(3)) {
          let start = position()
          let end = random.next(3) == 0 ? start : position()
          changes.append(
            TextDocumentContentChangeEvent(range: LSPRange(start: start, end: end), text: insertions[random.next(8)])
          )
        }
        if random.next(40) == 0 { changes.append(TextDocumentContentChangeEvent(range: nil, text: text)) }
        let fast = TextEdits.apply(changes, to: current, encoding: encoding)
        let plain = TextEdits.applyReadingWholeText(changes, to: current, encoding: encoding)
        #expect(Array(fast.text.utf8) == Array(plain.text.utf8), "\(changes) on \(current.debugDescription)")
        #expect(fast.clamps == plain.clamps, "\(changes) on \(current.debugDescription)")
        current = plain.text
      }
    }
  }

  @Test func didChangeParamsReadDirectlyEqualTheCodableBridge() throws {
    let change = TextDocumentContentChangeEvent(range: LSPRange(3, 4, 5, 6), text: "⌘⌥⇧ 😀\r\n\"q\" \\")
    var withLength = change
    withLength.rangeLength = 7
    let params = DidChangeTextDocumentParams(
      textDocument: VersionedTextDocumentIdentifier(uri: "file:///tmp/%E2%8C%98.contract", version: 12),
      contentChanges: [change, withLength, TextDocumentContentChangeEvent(range: nil, text: "whole\r\ntext ⇧")]
    )
    let value = try JSONValueEncoder().encode(params)
    let read = try #require(DidChangeTextDocumentParams(reading: value))
    let decoded = try JSONValueDecoder().decode(DidChangeTextDocumentParams.self, from: value)
    #expect(Self.summary(read) == Self.summary(decoded))
    // Explicit nulls and unknown members are read as the bridge reads them.
    let withNulls: JSONValue = [
      "textDocument": ["uri": "u", "version": 2, "extra": true],
      "contentChanges": [["range": .null, "rangeLength": .null, "text": "t"]],
    ]
    let readNulls = try #require(DidChangeTextDocumentParams(reading: withNulls))
    let decodedNulls = try JSONValueDecoder().decode(DidChangeTextDocumentParams.self, from: withNulls)
    #expect(Self.summary(readNulls) == Self.summary(decodedNulls))
  }

  @Test(arguments: [
    JSONValue.null,
    ["textDocument": ["uri": "u"], "contentChanges": []],
    ["textDocument": ["uri": "u", "version": 1.5], "contentChanges": []],
    ["textDocument": ["uri": "u", "version": 1], "contentChanges": [["text": 3]]],
    ["textDocument": ["uri": "u", "version": 1], "contentChanges": [["range": "r", "text": "t"]]],
    ["textDocument": ["uri": "u", "version": 1], "contentChanges": [["range": ["start": ["line": 0]], "text": "t"]]],
    [
      "textDocument": ["uri": "u", "version": 1],
      "contentChanges": [
        ["range": ["start": ["line": 0, "character": -1], "end": ["line": 0, "character": 0]], "text": "t"]
      ],
    ],
  ])
  func unusualParamsAreLeftToTheCodableBridge(_ value: JSONValue) {
    #expect(DidChangeTextDocumentParams(reading: value) == nil)
  }

  @Test func malformedParamsKeepTheBridgesError() {
    let notification = IncomingNotification(
      method: "textDocument/didChange",
      params: ["textDocument": ["uri": "u"], "contentChanges": []]
    )
    let fast = Result { () throws(ResponseError) in try DidChangeTextDocumentParams.decode(from: notification) }
    let plain = Result { () throws(ResponseError) -> DidChangeTextDocumentParams in try notification.decodeParams() }
    guard case .failure(let fastError) = fast, case .failure(let plainError) = plain else {
      Issue.record("malformed params were accepted")
      return
    }
    #expect(fastError == plainError)
  }

  @Test func publishedParamsWrittenDirectlyEqualTheJSONWriter() {
    let range = LSPRange(2, 0, 2, 14)
    let diagnostics = [
      LSPDiagnostic(
        range: range,
        severity: .warning,
        code: "shortcut-conflict",
        codeDescription: CodeDescription(href: "https://example.com/rules/shortcut-conflict.md"),
        source: "leaf-lsp",
        message: "⌘⌥⇧R 😀 is \"bound\" twice\r\n\ttab \\ \u{1}",
        relatedInformation: [
          DiagnosticRelatedInformation(
            location: Location(uri: "file:///a/%F0%9F%98%80.contract", range: LSPRange(0, 1, 0, 2)),
            message: "also ⌘R here"
          ),
          DiagnosticRelatedInformation(location: Location(uri: "b", range: range), message: ""),
        ],
        data: ["catalogEntry": "Order ⇧ row"]
      ),
      LSPDiagnostic(
        range: LSPRange(0, 0, 0, 0),
        severity: nil,
        code: nil,
        codeDescription: nil,
        source: nil,
        message: "",
        relatedInformation: nil
      ),
      LSPDiagnostic(
        range: LSPRange(1_000_000, 3, 1_000_001, 0),
        severity: .hint,
        code: "c",
        codeDescription: nil,
        source: "s",
        message: "m",
        relatedInformation: [],
        data: .null
      ),
    ]
    for params in [
      PublishDiagnosticsParams(uri: "file:///w/%E2%8C%98.contract", version: 7, diagnostics: diagnostics),
      PublishDiagnosticsParams(uri: "untitled:Untitled-1", version: nil, diagnostics: []),
      PublishDiagnosticsParams(uri: "u", version: -1, diagnostics: [diagnostics[1]]),
    ] {
      var written: [UInt8] = []
      params.writeJSON(to: &written)
      #expect(written == JSONWriter.encode(params.jsonValue), "\(String(decoding: written, as: UTF8.self))")
    }
  }

  @Test func completionListsWrittenDirectlyEqualTheCodableBridge() throws {
    let edit = CompletionTextEdit(range: LSPRange(4, 6, 4, 9), newText: "⌘⌥⇧R 😀")
    let items = [
      CompletionItem(
        label: "keyboard focus ⇧",
        kind: 14,
        detail: "Full Keyboard Access \"FKA\"",
        documentation: .markdown("**⌘R** reaches it\r\n- 😀 e\u{301}"),
        textEdit: edit,
        filterText: "⌘",
        sortText: "0001"
      ),
      CompletionItem(
        label: "",
        kind: 21,
        detail: "",
        documentation: .markdown(""),
        textEdit: CompletionTextEdit(range: LSPRange(0, 0, 0, 0), newText: ""),
        filterText: nil,
        sortText: "z"
      ),
    ]
    for list in [CompletionList(isIncomplete: false, items: items), CompletionList(isIncomplete: true, items: [])] {
      let bridged = try JSONValueEncoder().encode(list)
      #expect(JSONWriter.encode(list.jsonValue) == JSONWriter.encode(bridged))
    }
  }

  /// A comparable rendering of params (the Protocol types are not all Equatable).
  private static func summary(_ params: DidChangeTextDocumentParams) -> String {
    let changes = params.contentChanges.map { change in
      "\(String(describing: change.range)) \(String(describing: change.rangeLength)) \(change.text.debugDescription)"
    }
    return "\(params.textDocument.uri) \(params.textDocument.version) \(changes)"
  }
}
