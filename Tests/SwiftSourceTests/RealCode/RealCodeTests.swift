import Foundation
import SwiftSource
import Testing

/// Runs over real apps' code when `LEAF_SWIFT_CORPUS` names folders (separated by `:`); skipped
/// otherwise. The lexer's and the reader's speed on the same folders is measured by the benchmark's
/// `swift-reader-speed` (Benchmarks/README.md), not here.
@Suite("Real code (LEAF_SWIFT_CORPUS)", .enabled(if: ProcessInfo.processInfo.environment["LEAF_SWIFT_CORPUS"] != nil))
struct RealCodeTests {
  #if DEBUG
  static let build = "debug"
  #else
  static let build = "release"
  #endif

  /// The files below the corpus folders with one of `extensions`.
  static func corpus(_ extensions: Set<String>) -> [SwiftFile] {
    let roots = (ProcessInfo.processInfo.environment["LEAF_SWIFT_CORPUS"] ?? "").split(separator: ":").map(String.init)
    var files: [SwiftFile] = []
    for root in roots {
      guard let enumerator = FileManager.default.enumerator(atPath: root) else { continue }
      while let path = enumerator.nextObject() as? String {
        guard extensions.contains((path as NSString).pathExtension),
          let data = FileManager.default.contents(atPath: root + "/" + path)
        else { continue }
        files.append(SwiftFile(path: root + "/" + path, bytes: [UInt8](data)))
      }
    }
    return files
  }

  @Test("Every file round-trips and reads; a summary of the facts")
  func readAll() {
    let swift = Self.corpus(["swift"])
    let start = Date()
    var facts: [SwiftFacts] = []
    for file in swift {
      #expect(Lexed.roundTrips(file.bytes), "\(file.path)")
      facts.append(SwiftFacts.read(file))
    }
    for file in Self.corpus(["xib", "storyboard"]) {
      facts.append(InterfaceBuilderMenuReader.read(path: file.path, bytes: file.bytes))
    }
    let tables = Self.corpus(["strings", "xcstrings"]).compactMap {
      SwiftLocalizationTable.read(path: $0.path, bytes: $0.bytes)
    }
    let workspace = SwiftWorkspaceFacts.compose(files: facts, localizations: tables)
    let bytes = swift.reduce(0) { $0 + $1.bytes.count }
    print(
      """
      [real-code] \(swift.count) Swift files, \(bytes) bytes, \(tables.count) tables, \
      \(String(format: "%.2f", Date().timeIntervalSince(start))) s (\(Self.build) build, round trip included)
      [real-code] types \(workspace.types.count), menu commands \(workspace.menuCommands.count), \
      shortcuts \(workspace.shortcuts.count), action sites \(workspace.actionSites.count), \
      hover \(workspace.hoverTexts.count), visible texts \(workspace.visibleTexts.count), \
      collections \(workspace.collections.count), focus states \(workspace.focusStates.count), \
      focus modifiers \(workspace.focusModifiers.count), presentations \(workspace.presentations.count), \
      custom views \(workspace.customViews.count), suppressions \(facts.flatMap(\.suppressions).count)
      """
    )
  }
}
