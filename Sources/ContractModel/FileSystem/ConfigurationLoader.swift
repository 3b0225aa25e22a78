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
  private var cache: [String: Configuration?] = [:]

  /// A loader that looks no higher than `root`.
  public init(root: String) {
    self.root = Self.standardized(root)
  }

  /// The configuration for the document at `path` (defaults when no file is found).
  public func configuration(forDocumentAt path: String) -> Configuration {
    var folder = PathComponents.deletingLastComponent(Self.standardized(path))
    while true {
      if let configuration = configuration(inFolder: folder) { return configuration }
      if folder == root || !folder.hasPrefix(root) || folder == "/" || folder.isEmpty { break }
      folder = PathComponents.deletingLastComponent(folder)
    }
    return .defaults
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
  public func reset() { cache.removeAll() }

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
}
