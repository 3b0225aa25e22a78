import Testing

@testable import ContractModel

/// ``ComponentReader/sameLength(_:)`` reads the UTF-8 view as the byte array it used to copy.
@Suite("Reading 'same' at the start of a path")
struct SameLengthTests {
  /// The first version, on a copied byte array.
  private static func reference(_ value: String) -> Int? {
    let bytes = Array(value.utf8)
    guard bytes.count >= 4, PathParser.matchesIgnoringCase(bytes, at: 0, Array("same".utf8)) else { return nil }
    var index = 4
    if index < bytes.count, MechanismMatcher.isWordByte(bytes[index]) { return nil }
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    if index < bytes.count, [UInt8(ascii: "+"), UInt8(ascii: ";"), UInt8(ascii: ",")].contains(bytes[index]) {
      index += 1
    }
    return index
  }

  @Test("Spellings of same, with and without separators, and other text")
  func samples() async {
    let problems = await PropertyCheck.offSharedThreads {
      var texts = FastPathSamples.strings()
      for head in ["same", "SAME", "Same", "samE", "sam", "same_", "samex", "same1", "sameé", "same→"] {
        for tail in ["", " ", "   + x", ";", ", y", "+z", " ;", "  ,", "\t+", "é", " ⌘R"] { texts.append(head + tail) }
      }
      return texts.filter { ComponentReader.sameLength($0) != Self.reference($0) }
    }
    #expect(problems.isEmpty, "\(problems.prefix(10).map(\.debugDescription))")
  }
}
