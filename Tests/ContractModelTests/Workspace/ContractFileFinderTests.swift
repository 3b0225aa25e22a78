import Foundation
import Testing

@testable import ContractModel

/// The `readdir` walk finds exactly the files the former `FileManager` enumeration found, and
/// loads the same configuration files; reading many files keeps `check`'s decoding.
@Suite("File system: finding and reading contract files")
struct ContractFileFinderTests {
  /// The former walk, with `FileManager.enumerator` and a `stat` per entry: the reference.
  static func enumeratedFiles(in folder: String, loader: ConfigurationLoader) -> [String] {
    let root = ConfigurationLoader.standardized(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var result: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let path = root + "/" + relative
      let name = (relative as NSString).lastPathComponent
      let type = enumerator.fileAttributes?[.type] as? FileAttributeType
      if name.hasPrefix(".") {
        if type == .typeDirectory { enumerator.skipDescendants() }
        continue
      }
      if type == .typeSymbolicLink { continue }
      if ContractFileFinder.isExcluded(path, loader: loader) {
        if type == .typeDirectory { enumerator.skipDescendants() }
        continue
      }
      let markdown =
        (name.hasSuffix(".md") || name.hasSuffix(".markdown"))
        && loader.configuration(forDocumentAt: path).markdown
      if type == .typeRegular, name.hasSuffix(".contract") || markdown { result.append(path) }
    }
    return result.sorted()
  }

  /// A folder tree with hidden, excluded, linked and non-contract entries.
  static func makeTree() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("finder-\(UUID().uuidString)").path
    let manager = FileManager.default
    for folder in ["a/b/c", "a/.hidden", "drafts/old", "z", "a/b/excluded-here", ".git", "empty"] {
      try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    let files = [
      "Top.contract", "a/One.contract", "a/b/Two.contract", "a/b/c/Three.contract", "a/.hidden/Hidden.contract",
      "a/.Dot.contract", "drafts/old/Draft.contract", "z/notes.txt", "z/Four.contract.bak", "z/Five.contract",
      ".git/Git.contract", "a/b/excluded-here/Six.contract", "a/b/Skip.contract",
    ]
    for file in files { try "App: Leaf\n".write(toFile: root + "/" + file, atomically: false, encoding: .utf8) }
    try #"{"exclude": ["drafts/**"]}"#.write(toFile: root + "/.leaf-lsp.json", atomically: false, encoding: .utf8)
    try #"{"exclude": ["excluded-here", "Skip.contract"]}"#.write(
      toFile: root + "/a/b/.leaf-lsp.json",
      atomically: false,
      encoding: .utf8
    )
    try manager.createSymbolicLink(atPath: root + "/z/Link.contract", withDestinationPath: root + "/Top.contract")
    try manager.createSymbolicLink(atPath: root + "/z/linked", withDestinationPath: root + "/a")
    return root
  }

  @Test("The walk finds the enumeration's files and loads the same configuration files")
  func walkEqualsEnumeration() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    for folder in [root, root + "/a", root + "/a/b", root + "/z", root + "/empty"] {
      let walked = ConfigurationLoader(root: root)
      let enumerated = ConfigurationLoader(root: root)
      let found = ContractFileFinder.files(in: folder, loader: walked)
      #expect(found == Self.enumeratedFiles(in: folder, loader: enumerated), "\(folder)")
      #expect(walked.loadedFiles.map(\.file) == enumerated.loadedFiles.map(\.file), "\(folder)")
    }
    let all = ContractFileFinder.files(in: root, loader: ConfigurationLoader(root: root))
    #expect(
      all.map { String($0.dropFirst(root.count + 1)) } == [
        "Top.contract", "a/One.contract", "a/b/Two.contract", "a/b/c/Three.contract", "z/Five.contract",
      ]
    )
    #expect(ContractFileFinder.files(in: root + "/missing", loader: ConfigurationLoader(root: root)) == [])
  }

  @Test("Markdown files are walked where the nearest config leaves \"markdown\" on")
  func markdownFiles() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("finder-md-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for folder in ["docs", "off"] {
      try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    for file in ["docs/a.md", "docs/b.markdown", "docs/c.txt", "off/d.md", "off/E.contract"] {
      try "# A\n".write(toFile: root + "/" + file, atomically: false, encoding: .utf8)
    }
    try #"{"markdown": false}"#.write(toFile: root + "/off/.leaf-lsp.json", atomically: false, encoding: .utf8)
    let found = ContractFileFinder.files(in: root, loader: ConfigurationLoader(root: root))
    #expect(found.map { String($0.dropFirst(root.count + 1)) } == ["docs/a.md", "docs/b.markdown", "off/E.contract"])
    let workspace = ContractFileFinder.workspaceFiles(in: root, loader: ConfigurationLoader(root: root))
    #expect(workspace.contracts == found)
    #expect(workspace.code.isEmpty)
  }

  @Test("The example workspace: the walk equals the enumeration")
  func exampleWorkspace() {
    let root = RepositoryFiles.root.appendingPathComponent("Examples").path
    #expect(
      ContractFileFinder.files(in: root, loader: ConfigurationLoader(root: root))
        == Self.enumeratedFiles(in: root, loader: ConfigurationLoader(root: root))
    )
  }

  @Test("Reading many files keeps check's decoding: a byte order mark dropped, invalid UTF-8 refused")
  func readingMany() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Data([0xEF, 0xBB, 0xBF] + Array("App: Leaf\n".utf8)).write(to: URL(fileURLWithPath: root + "/z/Bom.contract"))
    try Data([0x41, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: root + "/z/Bad.contract"))
    let paths = ["Top.contract", "z/Bom.contract", "z/Bad.contract", "z/Missing.contract", "z"].map { root + "/" + $0 }
    #expect(
      ContractFileTexts.read(paths) == [.text("App: Leaf\n"), .text("App: Leaf\n"), .notUTF8, .unreadable, .unreadable]
    )
    let many = Array(repeating: root + "/Top.contract", count: 300)
    #expect(ContractFileTexts.read(many) == Array(repeating: .text("App: Leaf\n"), count: 300))
  }
}
