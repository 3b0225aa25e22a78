import Foundation

/// The files of a target that `leaf-lsp check` reads.
enum CheckedSources {
  /// The extensions of the files passed to `check`: contracts, and the app's code that `check`
  /// reads beside them (Swift, Interface Builder menus, string catalogs). Both entry points
  /// (SwiftPM and Xcode) select through this list.
  static let extensions: Set<String> = ["contract", "swift", "storyboard", "xib", "xcstrings"]

  /// Files passed by name: the string tables titles are localized through.
  static let names: Set<String> = ["Localizable.strings"]

  /// The files among `files` that `check` reads, sorted by path so the command line is stable.
  static func select(_ files: [URL]) -> [URL] {
    files.filter { extensions.contains($0.pathExtension) || names.contains($0.lastPathComponent) }
      .sorted { $0.path < $1.path }
  }

  /// How the build log names what is checked: `2 contracts and 3 Swift files`.
  static func summary(_ files: [URL]) -> String {
    let contracts = files.filter { $0.pathExtension == "contract" }.count
    let code = files.count - contracts
    var parts: [String] = []
    if contracts > 0 { parts.append(contracts == 1 ? "1 contract" : "\(contracts) contracts") }
    if code > 0 { parts.append(code == 1 ? "1 code file" : "\(code) code files") }
    return parts.joined(separator: " and ")
  }
}
