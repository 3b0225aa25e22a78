#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds and reads `.leaf-lsp.json` files: from a document's folder upwards to a root folder,
/// the nearest one applies. The same loader serves `leaf-lsp check` and the server.
///
/// - Important: Not thread-safe (it caches); confine an instance to one actor or thread.
public final class ConfigurationLoader {
  /// The config file's name.
  public static let fileName = ".leaf-lsp.json"

  /// The folder above which no config file is looked for.
  public let root: String
  /// The config file directly in each folder looked at, or nil for none.
  private var cache: [String: Configuration?] = [:]
  /// The configuration that applies to the documents of each folder asked for: the walk upwards
  /// from a folder is made once, not once per document (indexing asks several times per file).
  private var applying: [String: Configuration] = [:]

  /// A loader that looks no higher than `root`.
  public init(root: String) {
    self.root = Self.standardized(root)
  }

  /// The configuration for the document at `path` (defaults when no file is found).
  public func configuration(forDocumentAt path: String) -> Configuration {
    let documentFolder = PathComponents.deletingLastComponent(Self.standardized(path))
    if let known = applying[documentFolder] { return known }
    var found = Configuration.defaults
    var folder = documentFolder
    while true {
      if let configuration = configuration(inFolder: folder) {
        found = configuration
        break
      }
      if folder == root || !folder.hasPrefix(root) || folder == "/" || folder.isEmpty { break }
      folder = PathComponents.deletingLastComponent(folder)
    }
    applying[documentFolder] = found
    return found
  }

  /// The configuration file directly in `folder`, if there is one.
  public func configuration(inFolder folder: String) -> Configuration? {
    if let cached = cache[folder] { return cached }
    let file = PathComponents.appending(Self.fileName, to: folder)
    var loaded: Configuration?
    if FileManager.default.fileExists(atPath: file) {
      loaded = Self.load(file: file, folder: folder)
    }
    cache[folder] = loaded
    return loaded
  }

  /// Every config file found so far, by path.
  public var loadedFiles: [Configuration] {
    cache.values.compactMap { $0 }.sorted { ($0.file ?? "") < ($1.file ?? "") }
  }

  /// Forgets what was read (after a config file changed).
  public func reset() {
    cache.removeAll()
    applying.removeAll()
  }

  /// Reads one config file; an unreadable file becomes a `config` diagnostic.
  public static func load(file: String, folder: String) -> Configuration {
    guard let data = FileManager.default.contents(atPath: file) else {
      var configuration = Configuration(file: file, directory: folder)
      configuration.diagnostics.append(
        RuleCatalog.makeDiagnostic(.config, message: "'\(file)' cannot be read: defaults apply.", range: .empty(at: 0))
      )
      return configuration
    }
    guard let text = String(data: data, encoding: .utf8) else {
      var configuration = Configuration(file: file, directory: folder)
      configuration.diagnostics.append(
        RuleCatalog.makeDiagnostic(
          .config,
          message: "'\(file)' is not UTF-8 text: defaults apply.",
          range: .empty(at: 0)
        )
      )
      return configuration
    }
    return Configuration.parse(text, file: file, directory: folder)
  }

  /// `path` made absolute, with `.`, `..` and repeated slashes removed and no trailing slash.
  /// Symbolic links are kept as written, so printed paths stay the ones the user typed.
  public static func standardized(_ path: String) -> String {
    if isStandardized(path) { return path }
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var parts: [Substring] = []
    for part in absolute.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// Whether `path` is what ``standardized(_:)`` makes of it already: absolute, no empty, `.` or
  /// `..` component, no trailing slash (but `/` itself). Most paths are: the server's keys, the
  /// files a folder walk found.
  static func isStandardized(_ path: String) -> Bool {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    var bytes = path.utf8.makeIterator()
    guard bytes.next() == slash else { return false }
    // The length of the component being read, and whether it is dots only so far.
    var length = 0
    var dotsOnly = true
    var last: UInt8 = slash
    while let byte = bytes.next() {
      if byte == slash {
        if length == 0 || (dotsOnly && length <= 2) { return false }
        length = 0
        dotsOnly = true
      } else {
        length += 1
        if byte != dot { dotsOnly = false }
      }
      last = byte
    }
    if last == slash { return path.utf8.count == 1 }
    return !(dotsOnly && length <= 2)
  }
}
