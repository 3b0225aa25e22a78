/// A zero-based line and character offset, the character counted in the negotiated position
/// encoding (LSP `Position`).
struct Position: Codable, Sendable, Hashable {
  var line: Int
  var character: Int

  init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }
}
