import Foundation

/// Lists the `*.contract` files below folders, honouring each config's `exclude` globs and
/// never following a symbolic link out of the folder walked.
public enum ContractFileFinder {
  /// The contract files below `folder`, sorted; `excluded` decides, per absolute path, whether to skip it.
  public static func files(in folder: String, loader: ConfigurationLoader) -> [String] {
    let root = ConfigurationLoader.standardized(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var result: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let path = root + "/" + relative
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") && name != "." {
        if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { enumerator.skipDescendants() }
        continue
      }
      let type = enumerator.fileAttributes?[.type] as? FileAttributeType
      if type == .typeSymbolicLink {
        continue
      }
      if isExcluded(path, loader: loader) {
        if type == .typeDirectory { enumerator.skipDescendants() }
        continue
      }
      if type == .typeRegular, name.hasSuffix(".contract") { result.append(path) }
    }
    return result.sorted()
  }

  /// Whether an `exclude` glob of the nearest config file (relative to its folder) matches `path`.
  public static func isExcluded(_ path: String, loader: ConfigurationLoader) -> Bool {
    let configuration = loader.configuration(forDocumentAt: path)
    guard let directory = configuration.directory, !configuration.exclude.isEmpty, path.hasPrefix(directory + "/")
    else {
      return false
    }
    let relative = String(path.dropFirst(directory.count + 1))
    return configuration.exclude.contains { Glob.matches($0, path: relative) }
  }
}
