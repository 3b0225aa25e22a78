import Foundation

/// Files of the repository, found from this source file's path.
enum RepositoryFiles {
  /// The repository's root folder.
  static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // ContractModelTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The text of the file at `path`, relative to the root.
  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The paths, relative to the root, of the files below `folder` whose name ends with `suffix`, sorted.
  static func files(under folder: String, suffix: String) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
    var result: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(suffix) { result.append(folder + "/" + relative) }
    }
    return result.sorted()
  }
}
