import Foundation
import SwiftSource

/// Fixture files under `Tests/SwiftSourceTests/Fixtures`, read by path.
enum Fixtures {
  /// The fixtures folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The file at `path` below the fixtures folder.
  static func file(_ path: String) -> SwiftFile {
    let url = root.appendingPathComponent(path)
    let data = (try? Data(contentsOf: url)) ?? Data()
    return SwiftFile(path: path, bytes: [UInt8](data))
  }

  /// Every file below `folder` (or the whole fixtures folder) with one of `extensions`, sorted.
  static func files(in folder: String = "", extensions: Set<String> = ["swift"]) -> [SwiftFile] {
    let base = folder.isEmpty ? root : root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
    var paths: [String] = []
    while let path = enumerator.nextObject() as? String {
      if extensions.contains((path as NSString).pathExtension) { paths.append(path) }
    }
    return paths.sorted().map { file(folder.isEmpty ? $0 : folder + "/" + $0) }
  }

  /// The facts of every Swift file below `folder`.
  static func facts(in folder: String) -> [SwiftFacts] {
    files(in: folder).map { SwiftFacts.read($0) }
  }
}
