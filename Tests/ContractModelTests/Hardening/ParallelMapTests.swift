import Testing

@testable import ContractModel

/// `ParallelMap`, which reads and finishes blocks on every core: every result kept, in order, when
/// many threads write their results at once.
@Suite("ParallelMap: results written from every core")
struct ParallelMapTests {
  @Test("Many small jobs with heap results: each result in its place, every time")
  func manySmallJobs() {
    let inputs = Array(0..<20_000)
    for round in 0..<40 {
      let results = ParallelMap.map(inputs) { [String(repeating: "x", count: $0 % 40 + 16) + "\($0)", "\(round)"] }
      #expect(results.count == inputs.count)
      let misplaced = zip(inputs, results).first { input, result in
        result != [String(repeating: "x", count: input % 40 + 16) + "\(input)", "\(round)"]
      }
      #expect(misplaced == nil, "round \(round)")
    }
  }
}
