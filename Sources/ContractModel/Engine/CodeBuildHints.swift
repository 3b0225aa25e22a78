import SwiftSource

/// What a code file tells of the builds the app is made for, so that rules do not hold code to a
/// platform it is never built for.
///
/// `#if os(iOS)` holds on Mac Catalyst too, and a file without `#if` is compiled for whatever
/// targets include it, which only the Xcode project knows. What is read instead: the build settings
/// of the project and its `.xcconfig` files (`SDKROOT`, `SUPPORTED_PLATFORMS`, `SUPPORTS_MACCATALYST`),
/// each project's for the files in its folder (``CodeBuildScopes``); without them, whether the code
/// has native Mac code and names Catalyst; and the folder a file is in, when the app has a native Mac
/// target (`iOS/`, `Mac/`).
struct CodeBuildHints: Sendable, Hashable {
  /// The file is native Mac code: `os(macOS)`, `import AppKit`, or an Interface Builder file for Cocoa.
  var nativeMac = false
  /// The file names Mac Catalyst (`targetEnvironment(macCatalyst)`).
  var catalyst = false
  /// The builds a project or `.xcconfig` file's settings name, when it names any.
  var settings: SwiftPlatformSet?
  /// The builds the file's folder names (`iOS/…`, `Mac/…`), when it names one.
  var folder: SwiftPlatformSet?

  /// Folder names that hold one platform's code.
  static let folders: [String: SwiftPlatformSet] = [
    "ios": .iOS, "iphone": .iOS, "ipad": .iOS, "iphoneos": .iOS, "uikit": .iOS,
    "mac": .mac, "macos": .mac, "osx": .mac, "appkit": .mac,
  ]

  init(kind: CodeFileKind, path: String, bytes: [UInt8]) {
    switch kind {
    case .swift:
      nativeMac =
        ASCIIBytes.contains(bytes, exactly: "os(macOS)") || ASCIIBytes.contains(bytes, exactly: "import AppKit")
      catalyst = ASCIIBytes.contains(bytes, exactly: "macCatalyst")
    case .interfaceBuilder:
      nativeMac = ASCIIBytes.contains(bytes, exactly: "InterfaceBuilder3.Cocoa")
    case .buildSettings:
      settings = Self.settings(bytes)
    case .stringsTable, .stringCatalog:
      break
    }
    for component in path.split(separator: "/").dropLast() {
      if let platforms = Self.folders[component.lowercased()] { folder = platforms }
    }
  }

  /// The builds the settings in `bytes` name: `SDKROOT = macosx` or `iphoneos`,
  /// `SUPPORTED_PLATFORMS = "iphoneos macosx …"`, `SUPPORTS_MACCATALYST = YES`; nil when none.
  static func settings(_ bytes: [UInt8]) -> SwiftPlatformSet? {
    var result: SwiftPlatformSet?
    for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard !trimmed.hasPrefix("//"), let equals = trimmed.firstIndex(of: "=") else { continue }
      let key = trimmed[..<equals].trimmingCharacters(in: " \t")
      let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: " \t;\"")
      var found: SwiftPlatformSet = []
      switch key.split(separator: "[").first.map(String.init) ?? key {
      case "SDKROOT", "SUPPORTED_PLATFORMS":
        for word in value.split(separator: " ") {
          if word == "macosx" { found.insert(.macOS) }
          if word == "iphoneos" { found.insert(.iOS) }
        }
      case "SUPPORTS_MACCATALYST":
        if value == "YES" { found.insert(.macCatalyst) }
      default:
        continue
      }
      result = (result ?? []).union(found)
    }
    return result
  }

  /// The builds of an app whose files give `hints`: those its build settings name, when they name
  /// any; else every platform, but Mac Catalyst when the app has native Mac code and never names
  /// Catalyst (then `#if os(iOS)` code is the iOS app's alone).
  static func builds(_ hints: [CodeBuildHints]) -> SwiftPlatformSet {
    let named = hints.compactMap(\.settings).reduce(SwiftPlatformSet()) { $0.union($1) }
    if !named.isEmpty { return named }
    let nativeMac = hints.contains { $0.nativeMac }
    let catalyst = hints.contains { $0.catalyst }
    return nativeMac && !catalyst ? [.macOS, .iOS] : .all
  }

  /// The builds a file in a platform's folder is in: that platform's, when the app also has a
  /// native Mac build (in an iPad app on Catalyst, `iOS/` code is the Mac app's too).
  func restricts(_ builds: SwiftPlatformSet) -> SwiftPlatformSet {
    guard let folder, builds.contains(.macOS), builds.contains(.iOS) else { return builds }
    return builds.intersection(folder == .iOS ? [.iOS] : .mac)
  }
}

extension Substring {
  /// The text without the characters of `set` at either end.
  fileprivate func trimmingCharacters(in set: String) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}
