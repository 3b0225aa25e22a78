import SwiftSource
import Testing

@Suite("Properties: tokens rejoin to the input, and no reader fails")
struct RoundTripPropertyTests {
  /// Reads `bytes` with every reader; they must simply return.
  private func readEverything(_ bytes: [UInt8]) {
    let file = SwiftFile(path: "Random.swift", bytes: bytes)
    let facts = SwiftFacts.read(file)
    _ = SwiftWorkspaceFacts.compose(files: [facts])
    _ = InterfaceBuilderMenuReader.read(path: "Random.xib", bytes: bytes)
    _ = SwiftLocalizationTable.read(path: "Random.strings", bytes: bytes)
    _ = SwiftLocalizationTable.read(path: "Random.xcstrings", bytes: bytes)
  }

  @Test("Every fixture round-trips and reads")
  func fixtures() {
    let files = Fixtures.files(extensions: ["swift", "xib", "strings", "xcstrings"])
    #expect(files.count >= 10)
    for file in files {
      #expect(Lexed.roundTrips(file.bytes), "\(file.path)")
      readEverything(file.bytes)
    }
  }

  @Test("Generated Swift round-trips; its strings, interpolations and comments are all found")
  func generated() {
    for seed in 0..<1_500 {
      var generator = SwiftGenerator(seed: UInt64(seed))
      let text = generator.code(length: 12, depth: 3, multiline: true)
      let bytes = Array(text.utf8)
      #expect(Lexed.roundTrips(bytes), "seed \(seed)")
      let kinds = SwiftLexer.tokens(in: bytes).map(\.kind)
      #expect(kinds.filter { $0 == .stringOpen }.count == generator.strings, "seed \(seed)")
      #expect(kinds.filter { $0 == .stringClose }.count == generator.strings, "seed \(seed)")
      #expect(kinds.filter { $0 == .interpolationStart }.count == generator.interpolations, "seed \(seed)")
      #expect(kinds.filter { $0 == .interpolationEnd }.count == generator.interpolations, "seed \(seed)")
      #expect(kinds.filter(\.isComment).count == generator.comments, "seed \(seed)")
      #expect(!kinds.contains(.unknown), "seed \(seed)")
      readEverything(bytes)
    }
  }

  @Test("Generated Swift cut anywhere (unterminated strings and comments) round-trips and reads")
  func truncated() {
    for seed in 0..<600 {
      var generator = SwiftGenerator(seed: UInt64(10_000 + seed))
      let bytes = Array(generator.code(length: 10, depth: 3, multiline: true).utf8)
      let cut = Int.random(in: 0...bytes.count, using: &generator.random)
      let prefix = Array(bytes[..<cut])
      #expect(Lexed.roundTrips(prefix), "seed \(seed) cut \(cut)")
      readEverything(prefix)
    }
  }

  @Test("Random bytes and mutated fixtures round-trip and read")
  func randomBytes() {
    var random = SeededGenerator(seed: 7)
    let alphabet = Array("\"#\\/()[]{}*`'$.\n\r \tif os(macOS)".utf8) + [0x00, 0x80, 0xC3, 0xE2, 0xF0, 0xFF]
    for round in 0..<1_000 {
      let length = Int.random(in: 0...600, using: &random)
      let bytes: [UInt8] = (0..<length).map { _ in
        round % 2 == 0
          ? UInt8.random(in: 0...255, using: &random) : alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
      }
      #expect(Lexed.roundTrips(bytes), "round \(round)")
      readEverything(bytes)
    }
    let fixtures = Fixtures.files()
    for round in 0..<300 {
      var bytes = fixtures[round % fixtures.count].bytes
      for _ in 0..<Int.random(in: 1...8, using: &random) where !bytes.isEmpty {
        let index = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[index] = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
        case 1: bytes.remove(at: index)
        default: bytes.insert(alphabet[Int.random(in: 0..<alphabet.count, using: &random)], at: index)
        }
      }
      #expect(Lexed.roundTrips(bytes), "mutation \(round)")
      readEverything(bytes)
    }
  }
}
