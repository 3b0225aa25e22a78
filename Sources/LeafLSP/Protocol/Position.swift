/// A zero-based line and character offset, the character counted in the negotiated position
/// encoding (LSP `Position`).
///
/// Decoding refuses what is not an LSP `uinteger`: a negative number (and, as every `Int`, a
/// fraction or a string), so that a request naming one is answered with InvalidParams and a
/// change naming one is ignored, never clamped into the text. A number past the end of a line or
/// of the document is valid (LSP reads it as the end) and is clamped where it is used.
struct Position: Codable, Sendable, Hashable {
  var line: Int
  var character: Int

  init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  private enum CodingKeys: String, CodingKey {
    case line, character
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    line = try Self.count(.line, in: container)
    character = try Self.count(.character, in: container)
  }

  /// The member `key`: an integer of zero or more.
  private static func count(_ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>) throws -> Int {
    let value = try container.decode(Int.self, forKey: key)
    guard value >= 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: key,
        in: container,
        debugDescription: "\(value) is negative: LSP counts lines and characters from 0"
      )
    }
    return value
  }
}
