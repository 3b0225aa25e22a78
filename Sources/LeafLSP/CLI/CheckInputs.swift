import ContractModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One document `check` reports on.
struct CheckedFile {
  /// The workspace key (an absolute path, or the stdin name).
  let key: String
  /// The path as printed: relative to the current folder when below it.
  let displayPath: String
  /// Its line table, for line and column.
  let lines: any LineIndex
  /// Its diagnostics, sorted.
  var diagnostics: [Diagnostic]
}

/// The files `check` reads: from paths, folders and standard input.
struct CheckInputs {
  /// Absolute paths (or the stdin name) with their text: the contracts (Markdown files with
  /// contract fences among them).
  var documents: [(key: String, text: String)] = []
  /// Absolute paths (or the stdin name) with their bytes: the app's code files (Swift, Interface
  /// Builder menus, string tables; see ``CodeFileKind``).
  var codeFiles: [(key: String, bytes: [UInt8])] = []
  /// Problems reading inputs, one line each.
  var errors: [String] = []
  /// The folder above which no configuration is looked for.
  let root: String

  /// Collects the inputs named by `paths`; configuration is looked for no higher than
  /// `configRoot` (default: ``root(for:)`` of the inputs).
  init(
    paths: [String],
    stdinFilename: String?,
    configRoot: String? = nil,
    loader makeLoader: (String) -> ConfigurationLoader
  ) {
    let absolute =
      paths.filter { $0 != "-" }.map(ConfigurationLoader.standardized)
      + (paths.contains("-") ? [ConfigurationLoader.standardized(stdinFilename ?? "stdin.contract")] : [])
    root = configRoot.map(ConfigurationLoader.standardized) ?? Self.root(for: absolute)
    let loader = makeLoader(root)
    self.loader = loader
    var seen = Set<String>()
    // Standard input stands for the file it is named after, whatever the order of the arguments.
    let stdinKey = stdinFilename.map(ConfigurationLoader.standardized) ?? "<stdin>"
    if paths.contains("-") {
      let input = StandardStreams.readStandardInput()
      if CodeFileKind(path: stdinKey) != nil {
        seen.insert(stdinKey)
        codeFiles.append((stdinKey, [UInt8](input)))
      } else {
        add(key: stdinKey, ContractFileTexts.decode(input), seen: &seen)
      }
    }
    for path in paths {
      if path == "-" { continue }
      let full = ConfigurationLoader.standardized(path)
      guard let kind = PosixFiles.kind(atPath: full) else {
        errors.append("\(path): no such file or folder")
        continue
      }
      var contracts = [full]
      var code: [String] = []
      if kind == .directory {
        (contracts, code) = ContractFileFinder.workspaceFiles(in: full, loader: loader)
      } else if CodeFileKind(path: full) != nil {
        (contracts, code) = ([], [full])
      }
      for (file, loaded) in zip(contracts, ContractFileTexts.read(contracts)) {
        guard loaded != .unreadable else {
          errors.append("\(Self.display(file)): cannot be read")
          continue
        }
        add(key: file, loaded, seen: &seen)
      }
      for (file, bytes) in zip(code, ContractFileTexts.readBytes(code)) {
        guard let bytes else {
          errors.append("\(Self.display(file)): cannot be read")
          continue
        }
        if seen.insert(file).inserted { codeFiles.append((file, bytes)) }
      }
    }
  }

  /// The loader used to find configuration and excludes.
  let loader: ConfigurationLoader

  private mutating func add(key: String, _ loaded: ContractFileTexts.Loaded, seen: inout Set<String>) {
    guard seen.insert(key).inserted else { return }
    guard case .text(let text) = loaded else {
      errors.append("\(Self.display(key)): not UTF-8 text")
      return
    }
    // A Markdown file without contract fences holds no contract: nothing to check. (Its fences
    // are looked for in its lines as an editor shows them: a lone CR ends one.)
    if ContractWorkspace.isMarkdownKey(key) {
      let lines = LoneCarriageReturns.first(in: text) == nil ? text : LoneCarriageReturns.converted(text)
      if MarkdownContracts.fences(in: lines).isEmpty { return }
    }
    documents.append((key, text))
  }

  /// The current folder when every input lies below it, else the inputs' common folder.
  static func root(for paths: [String]) -> String {
    let current = ConfigurationLoader.standardized(FileManager.default.currentDirectoryPath)
    if paths.allSatisfy({ $0 == current || $0.hasPrefix(current + "/") }) { return current }
    var common = paths.first.map(PathComponents.deletingLastComponent) ?? current
    for path in paths.dropFirst() {
      while !(path == common || path.hasPrefix(common + "/")) && common != "/" {
        common = PathComponents.deletingLastComponent(common)
      }
    }
    return common
  }

  /// `path` relative to the current folder when below it.
  static func display(_ path: String) -> String {
    display(path, current: currentFolder())
  }

  /// ``display(_:)`` with the current folder, standardized, given (see ``currentFolder()``).
  static func display(_ path: String, current: String) -> String {
    if path.hasPrefix(current + "/") { return String(path.dropFirst(current.count + 1)) }
    return path
  }

  /// The current folder, standardized: what ``display(_:)`` makes paths relative to.
  static func currentFolder() -> String {
    ConfigurationLoader.standardized(FileManager.default.currentDirectoryPath)
  }
}
