import Testing

@testable import ContractModel

/// ``PlatformTable`` holds what a `[Platform: Value]` holds, in the platforms' order.
@Suite("Platform table agrees with a dictionary of platforms")
struct PlatformTableTests {
  @Test("Random sets, removals and in-place changes: the same values, keys and pairs")
  func randomOperations() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      var table = PlatformTable<[Int]>()
      var reference: [Platform: [Int]] = [:]
      for step in 0..<Int.random(in: 0...12, using: &generator) {
        let platform = Platform.allCases.randomElement(using: &generator)!
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
          table[platform] = [step]
          reference[platform] = [step]
        case 1:
          table[platform] = nil
          reference[platform] = nil
        case 2:
          table[platform, default: []].append(step)
          reference[platform, default: []].append(step)
        default:
          #expect(table[platform] == reference[platform])
        }
      }
      #expect(table.keys == reference.keys.sorted())
      #expect(table.values == reference.keys.sorted().map { reference[$0]! })
      #expect(table.map(\.key) == table.keys)
      #expect(table.keys.count == reference.count)
      #expect(table.isEmpty == reference.isEmpty)
      let kept = table.filter { $0.value.count > 1 }
      #expect(kept.keys == reference.filter { $0.value.count > 1 }.keys.sorted())
    }
  }

  @Test("A table emptied again equals a new one, and hashes the same")
  func emptiedEqualsNew() {
    var table: PlatformTable<String> = [.mac: "menu bar"]
    table[.mac] = nil
    #expect(table == PlatformTable<String>())
    #expect(table.hashValue == PlatformTable<String>().hashValue)
    #expect(table.isEmpty && table.keys.isEmpty)
    let literal: PlatformTable<String> = [.mac: "a", .iPhone: "b"]
    #expect(literal.keys == [.iPhone, .mac])
    #expect(literal[.iPad] == nil && literal[.mac] == "a")
  }
}
