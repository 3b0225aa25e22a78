import Foundation

/// Paths of the package and temporary workspaces for tests.
enum TestPaths {
  /// The package root, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // LeafLSPTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `Examples/Leaf` of the package.
  static let leafExample = packageRoot.appendingPathComponent("Examples/Leaf")
}

/// A temporary folder of files, deleted by ``remove()``.
struct TemporaryWorkspace {
  let root: URL

  /// Creates a folder holding `files` (relative path → text).
  init(_ files: [String: String] = [:]) throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("leaf-lsp-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    // Standardise (no symbolic links, no trailing slash) so paths match the server's keys.
    root = URL(fileURLWithPath: base.resolvingSymlinksInPath().path)
    for (path, text) in files { try write(path, text) }
  }

  /// Writes a file, creating its folders.
  func write(_ relativePath: String, _ text: String) throws {
    let url = root.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Deletes a file.
  func delete(_ relativePath: String) throws {
    try FileManager.default.removeItem(at: root.appendingPathComponent(relativePath))
  }

  /// The absolute path of a file.
  func path(_ relativePath: String) -> String { root.appendingPathComponent(relativePath).path }

  /// The URI the server uses for a file.
  func uri(_ relativePath: String) -> String { "file://" + path(relativePath) }

  /// The folder's URI.
  var uri: String { "file://" + root.path }

  /// Deletes the folder.
  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}
