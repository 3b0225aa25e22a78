import Foundation
import PackagePlugin

/// The build command that checks one target's files.
enum BuildCheck {
  /// The name of the `leaf-lsp` executable as the plugin sees it (its target's name).
  static let toolName = "LeafLSP"

  /// `leaf-lsp check --format xcode --errors-as-warnings --config-root ROOT FILE…`.
  ///
  /// The command's inputs are the files, the `.leaf-lsp.json` files that apply to them and the
  /// tool, so the build runs it again whenever one of them changes (SwiftPM shows its findings
  /// then, as it shows a compiler's warnings when a file compiles); a command that failed runs on
  /// every build until it passes. It declares no output: it adds nothing to the target. It fails,
  /// and fails the build, only when an error remains: in a file whose `.leaf-lsp.json` sets
  /// `"failBuildOnErrors": true`, or when a file cannot be read.
  ///
  /// - Parameter configurationRoot: the folder above which no `.leaf-lsp.json` is looked for
  ///   (the package's or the Xcode project's folder): a build runs in a folder of its own.
  static func command(tool: URL, files: [URL], configurationRoot: URL, targetName: String) -> Command {
    return .buildCommand(
      displayName: "leaf-lsp: checking \(CheckedSources.summary(files)) of \(targetName)",
      executable: tool,
      arguments: arguments(files: files, configurationRoot: configurationRoot),
      environment: [:],
      inputFiles: files + configurationFiles(for: files, upTo: configurationRoot),
      outputFiles: []
    )
  }

  /// The arguments of `leaf-lsp` for `files`.
  static func arguments(files: [URL], configurationRoot: URL) -> [String] {
    ["check", "--format", "xcode", "--errors-as-warnings", "--config-root", configurationRoot.path]
      + files.map(\.path)
  }

  /// The `.leaf-lsp.json` files in the folders of `files` and above them, up to `root`, that exist.
  static func configurationFiles(for files: [URL], upTo root: URL) -> [URL] {
    let rootPath = root.standardizedFileURL.path
    var folders = Set<String>()
    for file in files {
      var folder = file.standardizedFileURL.deletingLastPathComponent()
      while folder.path.hasPrefix(rootPath), folders.insert(folder.path).inserted, folder.path != rootPath {
        folder = folder.deletingLastPathComponent()
      }
    }
    return folders.sorted().map { URL(fileURLWithPath: $0).appendingPathComponent(".leaf-lsp.json") }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
  }
}
