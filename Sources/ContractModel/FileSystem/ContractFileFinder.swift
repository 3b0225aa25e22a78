#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists the `*.contract` files, the Markdown files (`*.md`, `*.markdown`) where the config's
/// `markdown` setting is on, and, for `check`, the app's code files, below folders, honouring each
/// config's `exclude` globs and never following a symbolic link out of the folder walked.
public enum ContractFileFinder {
  /// The contract files (and Markdown files, where the nearest config's `markdown` is on) below
  /// `folder`, sorted; hidden entries, symbolic links and what the nearest config's `exclude`
  /// globs match are left out (an excluded or hidden folder with all below it).
  ///
  /// Walks with `readdir`, which names each entry's type without a `stat` call per file.
  public static func files(in folder: String, loader: ConfigurationLoader) -> [String] {
    walk(folder, loader: loader, skipping: []) { isContractFile($0, configuration: $1) }
  }

  /// Whether the file named `name` may hold contracts under `configuration`: a `.contract` file,
  /// or a Markdown file when its `markdown` setting is on.
  public static func isContractFile(_ name: String, configuration: Configuration) -> Bool {
    name.hasSuffix(".contract") || (configuration.markdown && ContractWorkspace.isMarkdownKey(name))
  }

  /// The contract files and the app's code files (see ``CodeFileKind``) below `folder`, each list
  /// sorted: the same walk as ``files(in:loader:)``, which also leaves out the folders of build
  /// products and other people's code (``CodeFileKind/skippedFolders``).
  public static func workspaceFiles(
    in folder: String,
    loader: ConfigurationLoader
  ) -> (contracts: [String], code: [String]) {
    let files = walk(folder, loader: loader, skipping: CodeFileKind.skippedFolders) { name, configuration in
      isContractFile(name, configuration: configuration) || CodeFileKind(path: name) != nil
    }
    var contracts: [String] = []
    var code: [String] = []
    for file in files {
      if CodeFileKind(path: file) == nil { contracts.append(file) } else { code.append(file) }
    }
    return (contracts, code)
  }

  /// The files below `folder` whose names `selects` picks (given each one's nearest
  /// configuration), sorted, not entering folders named in `skipping`.
  static func walk(
    _ folder: String,
    loader: ConfigurationLoader,
    skipping: Set<String>,
    selects: (String, Configuration) -> Bool
  ) -> [String] {
    let root = ConfigurationLoader.standardized(folder)
    var result: [String] = []
    var pending = [root]
    while let directory = pending.popLast() {
      // Every entry's nearest config is the folder's: looked up once, for the first entry.
      var configuration: Configuration?
      for (name, type) in entries(of: directory) where !name.hasPrefix(".") && type != .symbolicLink {
        let path = directory + "/" + name
        let nearest = configuration ?? loader.configuration(forDocumentAt: path)
        configuration = nearest
        if isExcluded(path, by: nearest) { continue }
        switch type {
        case .directory where !skipping.contains(name): pending.append(path)
        case .regular where selects(name, nearest): result.append(path)
        default: continue
        }
      }
    }
    return result.sorted()
  }

  /// Whether an `exclude` glob of the nearest config file (relative to its folder) matches `path`.
  public static func isExcluded(_ path: String, loader: ConfigurationLoader) -> Bool {
    isExcluded(path, by: loader.configuration(forDocumentAt: path))
  }

  /// Whether an `exclude` glob of `configuration` (relative to its folder) matches `path`.
  static func isExcluded(_ path: String, by configuration: Configuration) -> Bool {
    guard let directory = configuration.directory, !configuration.exclude.isEmpty, path.hasPrefix(directory + "/")
    else {
      return false
    }
    let relative = String(path.dropFirst(directory.count + 1))
    return configuration.exclude.contains { Glob.matches($0, path: relative) }
  }

  /// What a folder entry is, as far as the walk cares.
  enum EntryType {
    case directory, regular, symbolicLink, other
  }

  /// The entries of `directory` (without `.` and `..`) with their types, not following links;
  /// none when it cannot be read.
  static func entries(of directory: String) -> [(name: String, type: EntryType)] {
    guard let handle = opendir(directory) else { return [] }
    defer { closedir(handle) }
    var result: [(name: String, type: EntryType)] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      result.append((name, type(of: entry.pointee.d_type, path: directory + "/" + name)))
    }
    return result
  }

  /// The type `readdir` reported, or the one `lstat` finds when it did not say.
  private static func type(of direntType: UInt8, path: String) -> EntryType {
    switch Int32(direntType) {
    case Int32(DT_DIR): return .directory
    case Int32(DT_REG): return .regular
    case Int32(DT_LNK): return .symbolicLink
    case Int32(DT_UNKNOWN):
      var status = stat()
      guard lstat(path, &status) == 0 else { return .other }
      switch status.st_mode & S_IFMT {
      case S_IFDIR: return .directory
      case S_IFREG: return .regular
      case S_IFLNK: return .symbolicLink
      default: return .other
      }
    default: return .other
    }
  }
}
