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
  /// contract fences among them). A text let go (``deferredTexts``) is empty until
  /// ``readDeferredTexts(_:)`` reads it again.
  var documents: [(key: String, text: String)] = []
  /// What each of ``documents`` tells ``AppGroups``, in the same order, once the texts read pass
  /// ``keptTextBytes`` (empty before: a smaller workspace is read whole): made as the texts are
  /// read, so that `check` can plan its groups without holding them.
  var groupMembers: [AppGroups.Member] = []
  /// The documents whose text was let go once read (past ``keptTextBytes``), by index, with a
  /// hash of that text: `check` reads them again, a group at a time.
  private(set) var deferredTexts: [Int: Int] = [:]
  /// How many bytes of contract files are kept as they are read; the texts of the files read
  /// after are let go until needed. Standard input, Markdown and a text with a lone CR are kept.
  let keptTextBytes: Int
  /// Absolute paths (or the stdin name) with their bytes: the app's code files (Swift, Interface
  /// Builder menus, string tables; see ``CodeFileKind``).
  var codeFiles: [(key: String, bytes: [UInt8])] = []
  /// Problems reading inputs, one line each.
  var errors: [String] = []
  /// The folder above which no configuration is looked for.
  let root: String

  /// Collects the inputs named by `paths`; configuration is looked for no higher than
  /// `configRoot` (default: ``root(for:)`` of the inputs). Past `keptTextBytes` of contract
  /// files, their texts are let go as they are read (``deferredTexts``).
  init(
    paths: [String],
    stdinFilename: String?,
    configRoot: String? = nil,
    keptTextBytes: Int = .max,
    loader makeLoader: (String) -> ConfigurationLoader
  ) {
    self.keptTextBytes = keptTextBytes
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
        describeForGroups(from: 0, deferring: false)
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
      // Read a slice at a time, so that texts let go are never all held at once.
      for start in stride(from: 0, to: contracts.count, by: Self.filesReadAtOnce) {
        let slice = Array(contracts[start..<min(start + Self.filesReadAtOnce, contracts.count)])
        let firstNew = documents.count
        for (file, loaded) in zip(slice, ContractFileTexts.read(slice)) {
          guard loaded != .unreadable else {
            errors.append("\(Self.display(file)): cannot be read")
            continue
          }
          add(key: file, loaded, seen: &seen)
        }
        describeForGroups(from: firstNew, deferring: true)
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

  /// How many contract files are read at once (on every core).
  static let filesReadAtOnce = 256

  /// The bytes of the texts kept so far.
  private var keptBytes = 0

  /// Counts the texts of the documents from `first` on; once those read pass ``keptTextBytes``
  /// (and `deferring`), describes every document not described yet for ``AppGroups`` (a text with a
  /// lone CR is not read: as an empty one) and lets go of the texts past that size that can be read
  /// again. A workspace smaller than that is not described: it is read whole, its texts kept.
  private mutating func describeForGroups(from first: Int, deferring: Bool) {
    let added = documents[first...].reduce(0) { $0 + $1.text.utf8.count }
    guard deferring, keptBytes + added > keptTextBytes else {
      keptBytes += added
      return
    }
    groupMembers += ParallelMap.map(Array(documents[groupMembers.count...])) { document in
      let read = LoneCarriageReturns.first(in: document.text) == nil
      return AppGroups.member(key: document.key, text: read ? document.text : "")
    }
    for index in first..<documents.count {
      let text = documents[index].text
      keptBytes += text.utf8.count
      guard keptBytes > keptTextBytes, !ContractWorkspace.isMarkdownKey(documents[index].key),
        LoneCarriageReturns.first(in: text) == nil
      else { continue }
      deferredTexts[index] = Self.hash(text)
      documents[index].text = ""
      keptBytes -= text.utf8.count
    }
  }

  /// A hash of `text`'s bytes (not of its characters, which Unicode equivalence would blur).
  private static func hash(_ text: String) -> Int {
    var hasher = Hasher()
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    return hasher.finalize()
  }

  /// Reads again the texts of the documents `indices` that were let go. A file that cannot be read
  /// again, or reads otherwise than it did, is an input error: it changed while it was checked
  /// (its new text, if any, is what is checked).
  mutating func readDeferredTexts(_ indices: [Int]) {
    let wanted = indices.filter { deferredTexts[$0] != nil }
    guard !wanted.isEmpty else { return }
    for (index, loaded) in zip(wanted, ContractFileTexts.read(wanted.map { documents[$0].key })) {
      let hash = deferredTexts.removeValue(forKey: index)
      let key = documents[index].key
      guard case .text(let text) = loaded else {
        errors.append("\(Self.display(key)): cannot be read again: it changed while it was checked")
        continue
      }
      if Self.hash(text) != hash { errors.append("\(Self.display(key)): changed while it was checked") }
      documents[index].text = text
    }
  }

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
