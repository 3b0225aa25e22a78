/// A start and end position, end exclusive (LSP `Range`; named so as not to hide `Swift.Range`).
struct LSPRange: Codable, Sendable, Hashable {
  var start: Position
  var end: Position

  init(start: Position, end: Position) {
    self.start = start
    self.end = end
  }
}
