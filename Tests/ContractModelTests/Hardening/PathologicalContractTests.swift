import ContractModel
import Foundation
import Testing

/// Pathological contracts are analysed in bounded time by the engine. Sizes are small by default;
/// `LEAF_LONG_TESTS=1` runs the full ones (a 10 MB line, 100,000 components, 10,000 conflicts).
@Suite struct PathologicalContractTests {
  static let long = ProcessInfo.processInfo.environment["LEAF_LONG_TESTS"] == "1"

  /// Analyses `text` on a thread of its own (off the shared test threads, so timing tests elsewhere
  /// are not starved) and returns how long it took and how many diagnostics it found.
  static func analyse(_ text: String) async -> (Duration, Int) {
    await PropertyCheck.offSharedThreads { analyseHere(text) }
  }

  /// Analyses `text` on the calling thread.
  static func analyseHere(_ text: String) -> (Duration, Int) {
    let clock = ContinuousClock()
    let start = clock.now
    let workspace = ContractWorkspace()
    workspace.setDocument("/p/Big.contract", text: text)
    let count = workspace.diagnostics(for: "/p/Big.contract").count
    return (clock.now - start, count)
  }

  static func report(_ name: String, _ result: (Duration, Int)) {
    FileHandle.standardError.write(Data("[hardening] engine, \(name): \(result.0), \(result.1) diagnostics\n".utf8))
  }

  @Test(arguments: long ? [1 << 20, 10 << 20] : [1 << 12, 1 << 13])
  func oneLongLine(bytes: Int) async {
    let text = "Row\nMac: " + String(repeating: "Reorder ⌘R, ", count: bytes / 15) + "\n"
    let result = await Self.analyse(text)
    Self.report("one line of \(bytes) bytes", result)
    #expect(result.0 < .seconds(300))
  }

  @Test(arguments: long ? [10_000, 100_000] : [1_000, 10_000])
  func manyComponents(count: Int) async {
    let result = await Self.analyse((0..<count).map { "Row\($0)\nMeaning: a row.\n\n" }.joined())
    Self.report("\(count) components", result)
    #expect(result.0 < .seconds(300))
  }

  @Test(arguments: long ? [1_000, 10_000] : [30, 100])
  func manyConflictingShortcuts(count: Int) async {
    // Every binding conflicts with every other: `count` diagnostics of `count - 1` related places.
    var text = "App: Shop\n"
    for number in 0..<count {
      text += "Row\(number)\nMeaning: one row. Primary action: Act\(number).\niPhone: Act\(number) button\n"
      text += "iPad: same + Act\(number) with ⌘R\nMac: Act\(number) in menu bar, ⌘R\n"
      text += "Check: Mac: VoiceOver reads it.\n\n"
    }
    let result = await Self.analyse(text)
    Self.report("\(count) conflicting shortcuts", result)
    #expect(result.1 == 2 * count)
    #expect(result.0 < .seconds(300))
  }
}
