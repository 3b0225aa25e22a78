import Testing

@testable import ContractModel

/// ``ActionNameTable`` finds what a search of every name finds.
@Suite("Action name table agrees with a search of every name")
struct ActionNameTableTests {
  private static let layers: [[String]] = [
    ["Reorder", "BC0Go", "Delete", "re", "Ünder", "delete all", "A", "x\u{212A}", "Show  Details", "É"],
    ["Delete All", "Reorder", "Go", "Zoom In", "Zoom", "e\u{301}"],
    [],
    ["Sort by Name", "sort"],
  ]

  /// The longest name that folds like a prefix of `bytes[range]` ending at a word boundary; of
  /// equal lengths, the earliest layer's first name.
  private static func reference(_ bytes: [UInt8], _ range: Range<Int>) -> (name: String, length: Int)? {
    var best: (name: String, length: Int)?
    for layer in layers {
      for name in layer {
        let folded = Array(ListItem.fold(name).utf8)
        guard !folded.isEmpty, folded.count <= range.count, folded.count > (best?.length ?? 0) else { continue }
        let end = range.lowerBound + folded.count
        if end < range.upperBound, MechanismMatcher.isWordByte(bytes[end]) { continue }
        if bytes[range.lowerBound..<end].map(MechanismMatcher.lowercased) == folded { best = (name, folded.count) }
      }
    }
    return best
  }

  @Test("Segments starting with names, parts of names and other words")
  func prefixes() async {
    let problems = await PropertyCheck.offSharedThreads {
      let table = ActionNameTable(layers: Self.layers.map { ActionNameTable.Layer(names: $0) })
      var texts = FastPathSamples.strings()
      for name in Self.layers.joined() {
        for tail in ["", " button", "s", "_x", ", menu", " All", "→"] {
          texts += [name + tail, name.uppercased() + tail]
        }
      }
      var problems: [String] = []
      for text in texts {
        let bytes = Array(text.utf8)
        for start in [0, 1] where start <= bytes.count {
          let found = table.longestPrefix(of: bytes, in: start..<bytes.count)
          let expected = Self.reference(bytes, start..<bytes.count)
          if found?.name != expected?.name || found?.length != expected?.length {
            problems.append("\(text.debugDescription) from \(start)")
          }
        }
      }
      return problems
    }
    #expect(problems.isEmpty, "\(problems.prefix(10))")
  }

  @Test("SmallIntSet holds what a Set holds")
  func smallIntSet() {
    var random = SeededGenerator(seed: 0x5E7)
    for _ in 0..<200 {
      var small = SmallIntSet()
      var other = SmallIntSet()
      var reference = Set<Int>()
      for _ in 0..<Int.random(in: 0...20, using: &random) {
        let value = Int.random(in: 0..<400, using: &random)
        if Bool.random(using: &random) { small.insert(value) } else { other.insert(value) }
        reference.insert(value)
      }
      small.formUnion(other)
      #expect(Set(small.elements) == reference)
      #expect(small.elements.count == reference.count)
      let wrong = (0..<400).filter { small.contains($0) != reference.contains($0) }
      #expect(wrong.isEmpty, "\(wrong)")
    }
  }
}
