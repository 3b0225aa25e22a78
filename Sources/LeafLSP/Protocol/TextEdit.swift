/// LSP `TextEdit`: replace `range` with `newText`.
struct TextEdit: Codable, Sendable, Hashable {
  var range: LSPRange
  var newText: String
}
