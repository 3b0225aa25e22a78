import Foundation
import Testing

@testable import ContractModel

/// `ConfigurationLoader.standardized` returns a path that is standardized already without
/// splitting it, and the loader makes the walk up from a folder once: both must answer as the
/// slow ways do.
struct StandardizedPathTests {
  /// Every absolute path of up to `length` characters after the first slash, over an alphabet
  /// that makes empty, `.`, `..` and `...` components, trailing slashes and non-ASCII names.
  private static func absolutePaths(upTo length: Int) -> [String] {
    let alphabet: [Character] = ["/", ".", "a", "é"]
    var level = ["/"]
    var all = level
    for _ in 0..<length {
      level = level.flatMap { path in alphabet.map { path + String($0) } }
      all += level
    }
    return all
  }

  @Test("The fast check says 'standardized' exactly when standardizing changes nothing")
  func fastCheckAgreesWithStandardizing() {
    let paths = Self.absolutePaths(upTo: 6)
    #expect(paths.count > 5_000)
    var standardizedOnes = 0
    for path in paths {
      let unchanged = ConfigurationLoader.standardized(path) == path
      if unchanged { standardizedOnes += 1 }
      #expect(ConfigurationLoader.isStandardized(path) == unchanged, "\(path)")
    }
    // Both answers occur: the property is not decided by one of them alone.
    #expect(standardizedOnes > 100)
    #expect(standardizedOnes < paths.count / 2)
  }

  @Test("A relative path is never taken as standardized")
  func relativePaths() {
    for path in ["", ".", "a", "a/b", "./a", "../a", "é/⌘"] {
      #expect(!ConfigurationLoader.isStandardized(path))
      #expect(ConfigurationLoader.standardized(path).hasPrefix("/"))
    }
  }

  @Test("The loader answers a folder's documents from one walk, and walks again after a reset")
  func loaderRemembersEachFolder() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("leaf-folders-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/a/b", withIntermediateDirectories: true)
    try #"{"rules": {"syntax": "off"}}"#.write(toFile: root + "/.leaf-lsp.json", atomically: true, encoding: .utf8)
    let loader = ConfigurationLoader(root: root)
    #expect(loader.configuration(forDocumentAt: root + "/a/b/x.contract").file == root + "/.leaf-lsp.json")
    // Written as the user may (`./`, `//`): the same folder, the same answer.
    #expect(loader.configuration(forDocumentAt: root + "/a/./b//y.contract").isOff(.syntax))
    // A config file that appears is seen after a reset, as the server does when one changes.
    try #"{"rules": {"syntax": "error"}}"#.write(toFile: root + "/a/.leaf-lsp.json", atomically: true, encoding: .utf8)
    loader.reset()
    let nearer = loader.configuration(forDocumentAt: root + "/a/b/y.contract")
    #expect(nearer.file == root + "/a/.leaf-lsp.json")
    #expect(!nearer.isOff(.syntax))
    #expect(loader.configuration(forDocumentAt: root + "/z.contract").file == root + "/.leaf-lsp.json")
  }
}
