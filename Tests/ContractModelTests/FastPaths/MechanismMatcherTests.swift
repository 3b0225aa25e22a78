import Testing

@testable import ContractModel

/// The matcher's flat table finds what the spelling list finds.
@Suite("Mechanism matcher agrees with the spelling list")
struct MechanismMatcherEquivalenceTests {
  /// The matcher as first written: the spelling list, longest first, at each word start.
  private static func referenceMatches(_ bytes: [UInt8]) -> [MechanismMatch] {
    var result: [MechanismMatch] = []
    var index = 0
    while index < bytes.count {
      if index == 0 || !MechanismMatcher.isWordByte(bytes[index - 1]) {
        let found = MechanismVocabulary.spellings.first { entry in
          let end = index + entry.spelling.count
          guard end <= bytes.count, end == bytes.count || !MechanismMatcher.isWordByte(bytes[end]) else { return false }
          return entry.spelling.indices.allSatisfy {
            MechanismMatcher.lowercased(bytes[index + $0]) == entry.spelling[$0]
          }
        }
        if let found {
          result.append(MechanismMatch(mechanism: found.mechanism, range: index..<(index + found.spelling.count)))
          index += found.spelling.count
          continue
        }
      }
      index += 1
    }
    return result
  }

  private static func problems(_ text: String) -> [String] {
    let bytes = Array(text.utf8)
    let matches = MechanismMatcher.matches(in: bytes)
    var problems: [String] = []
    if matches != referenceMatches(bytes) { problems.append("\(text.debugDescription): matches") }
    for start in 0...bytes.count {
      for end in [start, min(bytes.count, start + 5), min(bytes.count, start + 14), bytes.count] where end >= start {
        let reference = MechanismMatcher.matches(in: Array(bytes[start..<end])).first?.range.lowerBound == 0
        if MechanismMatcher.startsWithTerm(bytes, in: start..<end) != reference {
          problems.append("\(text.debugDescription): startsWithTerm \(start)..<\(end)")
        }
      }
    }
    return problems
  }

  @Test("Every spelling, in any case, alone and inside words")
  func spellings() {
    var texts: [String] = []
    for entry in MechanismVocabulary.spellings {
      let spelling = String(decoding: entry.spelling, as: UTF8.self)
      texts += [
        spelling, spelling.uppercased(), "x" + spelling, spelling + "s", "a " + spelling + ", " + spelling + "_",
      ]
    }
    let problems = texts.flatMap(Self.problems)
    #expect(problems.isEmpty, "\(problems.prefix(10))")
    #expect(MechanismVocabulary.lookup("Swipe Actions")?.name == "swipe")
  }

  @Test("Lookup by name finds what the first equal spelling finds")
  func lookup() async {
    let problems = await PropertyCheck.offSharedThreads {
      var names = FastPathSamples.strings()
      for entry in MechanismVocabulary.spellings {
        let spelling = String(decoding: entry.spelling, as: UTF8.self)
        names += [spelling, spelling.uppercased(), spelling + " ", "x" + spelling]
      }
      return names.filter { name in
        let lowered = Array(name.lowercased().utf8)
        return MechanismVocabulary.lookup(name)
          != MechanismVocabulary.spellings.first { $0.spelling == lowered }?.mechanism
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(10).map(\.debugDescription))")
  }

  @Test("Real and random contracts")
  func contracts() async throws {
    let problems = try await PropertyCheck.problems(seed: 0x3EC4, count: 60) { text in
      text.split(separator: "\n").flatMap { Self.problems(String($0)) }
    }
    #expect(problems.isEmpty, "\(problems.prefix(10))")
  }
}
