import SwiftSource

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Swift files a run measures, read into memory before any timing.
enum SpeedCorpus {
  /// Every `.swift` file that `paths` name or hold below them (hidden entries left out), each once,
  /// in path order.
  static func read(_ paths: [String]) throws(UsageError) -> [SwiftFile] {
    var found: Set<String> = []
    for path in paths {
      guard FileManager.default.fileExists(atPath: path) else {
        throw UsageError(message: "no such file or folder: \(path)")
      }
      // A folder lists its subpaths; a file does not.
      guard let below = try? FileManager.default.subpathsOfDirectory(atPath: path) else {
        if path.hasSuffix(".swift") { found.insert(path) }
        continue
      }
      for relative in below where relative.hasSuffix(".swift") && !isHidden(relative) {
        found.insert(path + "/" + relative)
      }
    }
    let files = found.sorted().compactMap { path in
      FileManager.default.contents(atPath: path).map { SwiftFile(path: path, bytes: [UInt8]($0)) }
    }
    guard !files.isEmpty else {
      throw UsageError(message: "no Swift files in \(paths.joined(separator: " "))")
    }
    return files
  }

  /// Whether a component of `relative` starts with a dot (`.build`, `.git`, a hidden file).
  static func isHidden(_ relative: String) -> Bool {
    relative.split(separator: "/").contains { $0.hasPrefix(".") }
  }
}
