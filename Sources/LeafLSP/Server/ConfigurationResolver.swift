import ContractModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Resolves the configuration of each document the way `leaf-lsp check` does: the nearest
/// `.leaf-lsp.json` from the file's folder upwards, looking no higher than the config root. The
/// root is the (innermost) workspace folder that contains the file, or the file's own folder
/// for a file outside every workspace folder. Editor settings are layered on top.
///
/// - Important: Not thread-safe; owned by the server actor.
final class ConfigurationResolver {
  /// Workspace folder paths, standardised, innermost first.
  private(set) var folders: [String] = []
  /// Rule severities from the editor's settings; they win over config files.
  var overrides: [RuleID: Severity?] = [:] {
    didSet { configurations.removeAll() }
  }
  private var loaders: [String: ConfigurationLoader] = [:]
  /// The configuration of each key asked for, kept until the folders, the editor settings or
  /// the config files change (the engine asks once per document per edit).
  private var configurations: [String: Configuration] = [:]

  init(folders: [String] = []) {
    setFolders(folders)
  }

  /// Replaces the workspace folders.
  func setFolders(_ paths: [String]) {
    let standardized = Set(paths.map(ConfigurationLoader.standardized))
    folders = standardized.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    configurations.removeAll()
  }

  /// The innermost workspace folder containing `path`, if any.
  func folder(containing path: String) -> String? {
    folders.first { Self.folder($0, contains: path) }
  }

  /// Whether `path` is `folder` or lies below it (both standardized).
  static func folder(_ folder: String, contains path: String) -> Bool {
    path == folder || lies(path, below: folder)
  }

  /// Whether `path` lies below `folder` (both standardized), not being it.
  static func lies(_ path: String, below folder: String) -> Bool {
    path.hasPrefix(folder == "/" ? "/" : folder + "/")
  }

  /// The config root for the document at `path`.
  func root(forPath path: String) -> String {
    folder(containing: path) ?? PathComponents.deletingLastComponent(path)
  }

  /// The loader whose root is `root`, created on first use.
  func loader(forRoot root: String) -> ConfigurationLoader {
    if let loader = loaders[root] { return loader }
    let loader = ConfigurationLoader(root: root)
    loaders[root] = loader
    return loader
  }

  /// The file configuration for the document at `path`, without editor settings.
  func fileConfiguration(forPath path: String) -> Configuration {
    loader(forRoot: root(forPath: path)).configuration(forDocumentAt: path)
  }

  /// The configuration for a workspace key: a path gets its file configuration, a non-file
  /// document (an unsaved buffer) the defaults; editor settings win in both cases.
  func configuration(forKey key: String) -> Configuration {
    if let configuration = configurations[key] { return configuration }
    let base = key.hasPrefix("/") ? fileConfiguration(forPath: key) : .defaults
    let configuration = overrides.isEmpty ? base : base.overridden(by: overrides)
    configurations[key] = configuration
    return configuration
  }

  /// Whether a folder walk skips `path` (an `exclude` glob of its config matches).
  func isExcluded(_ path: String) -> Bool {
    ContractFileFinder.isExcluded(path, loader: loader(forRoot: root(forPath: path)))
  }

  /// The contract files and the app's code files below `folder`, as `leaf-lsp check`'s walk of
  /// the folder finds them.
  func workspaceFiles(in folder: String) -> (contracts: [String], code: [String]) {
    ContractFileFinder.workspaceFiles(in: folder, loader: loader(forRoot: self.folder(containing: folder) ?? folder))
  }

  /// Forgets every config file read (after one changed on disk).
  func reset() {
    for loader in loaders.values { loader.reset() }
    configurations.removeAll()
  }

  /// Every config file read so far, by file path.
  var loadedConfigurations: [Configuration] {
    var byFile: [String: Configuration] = [:]
    for loader in loaders.values {
      for configuration in loader.loadedFiles {
        if let file = configuration.file { byFile[file] = configuration }
      }
    }
    return byFile.keys.sorted().compactMap { byFile[$0] }
  }
}
