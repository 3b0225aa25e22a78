import Foundation

/// The files of a target that `leaf-lsp check` reads.
enum CheckedSources {
  /// The extensions of the files passed to `check`. When `check` reads Swift sources too, adding
  /// `"swift"` here is all the plugin needs: both entry points (SwiftPM and Xcode) select through
  /// this list.
  static let extensions: Set<String> = ["contract"]

  /// The files among `files` that `check` reads, sorted by path so the command line is stable.
  static func select(_ files: [URL]) -> [URL] {
    files.filter { extensions.contains($0.pathExtension) }.sorted { $0.path < $1.path }
  }
}
