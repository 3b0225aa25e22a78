import SwiftSource

/// Which build settings a file is held to: a repository may hold several Xcode projects, and a
/// project's settings are those of the files it builds, not of the whole repository.
///
/// The files a project builds are told by where they are: a file takes the settings of the projects
/// in the folder that holds their `.xcodeproj` and is its nearest enclosing one, with the `.xcconfig`
/// files under that folder (and in no nearer project's). Swiftfin's iOS and tvOS app is at the
/// root of its repository, and fastlane's helper project (`SDKROOT = macosx`) in
/// `fastlane/swift/FastlaneSwiftRunner/`: the app's files are not the Mac's. A file no project
/// folder encloses (a project kept in `xcode/`, sources in `Sources/`), or one whose nearest
/// project folder names no build, is read as before: every project's and `.xcconfig`'s settings
/// merged (``CodeBuildHints/builds(_:)``).
struct CodeBuildScopes: Sendable {
  /// The builds every file's hints give together, for a file that no scope holds.
  let merged: SwiftPlatformSet
  /// The folders holding projects, deepest first, each with the builds their settings (with those
  /// of their `.xcconfig` files) name, nil when they name none; `""` is the root.
  let scopes: [(folder: String, builds: SwiftPlatformSet?)]

  /// The scopes of the files `hints` (by key).
  init(_ hints: [(key: String, hints: CodeBuildHints)]) {
    merged = CodeBuildHints.builds(hints.map(\.hints))
    var named: [String: SwiftPlatformSet?] = [:]
    for file in hints {
      guard let folder = Self.projectFolder(file.key) else { continue }
      named[folder] = Self.union(named[folder] ?? nil, file.hints.settings)
    }
    let folders = named.keys.sorted { $0.utf8.count > $1.utf8.count }
    for file in hints where file.hints.settings != nil && Self.projectFolder(file.key) == nil {
      if let folder = folders.first(where: { Self.encloses($0, file.key) }) {
        named[folder] = Self.union(named[folder]!, file.hints.settings)
      }
    }
    scopes = folders.map { ($0, named[$0]!) }
  }

  /// The builds of the file `key`: those of its nearest enclosing project folder, when their
  /// settings name any; else the merged builds.
  func builds(_ key: String) -> SwiftPlatformSet {
    guard let builds = scopes.first(where: { Self.encloses($0.folder, key) })?.builds, !builds.isEmpty else {
      return merged
    }
    return builds
  }

  /// Both sets together; nil when neither is named.
  private static func union(_ first: SwiftPlatformSet?, _ second: SwiftPlatformSet?) -> SwiftPlatformSet? {
    guard let first else { return second }
    return first.union(second ?? [])
  }

  /// The folder holding the project whose `project.pbxproj` is `key` (`""` at the root), or nil
  /// when `key` is no project's.
  static func projectFolder(_ key: String) -> String? {
    let parts = key.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 2, parts[parts.count - 1] == "project.pbxproj", parts[parts.count - 2].hasSuffix(".xcodeproj")
    else { return nil }
    return parts.dropLast(2).joined(separator: "/")
  }

  /// Whether `folder` (`""` the root) holds the file `key`, at any depth.
  static func encloses(_ folder: String, _ key: String) -> Bool {
    folder.isEmpty
      || key.utf8.count > folder.utf8.count && key.utf8.starts(with: folder.utf8)
        && key.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/")
  }
}
