import SwiftSource

/// Helpers for reading facts in tests.
enum Read {
  /// The facts of `text` in a file named `Test.swift`.
  static func facts(_ text: String) -> SwiftFacts {
    SwiftFacts.read(SwiftFile(path: "Test.swift", text: text))
  }

  /// The composed facts of files given as (path, text).
  static func workspace(
    _ files: [(String, String)],
    localizations: [SwiftLocalizationTable] = []
  ) -> SwiftWorkspaceFacts {
    SwiftWorkspaceFacts.compose(
      files: files.map { SwiftFacts.read(SwiftFile(path: $0.0, text: $0.1)) },
      localizations: localizations
    )
  }

  /// A shortcut as `modifiers+key` (`default` when no modifiers are written; `⇧` marks an
  /// upper-case letter).
  static func describe(_ shortcut: SwiftShortcut?) -> String {
    guard let shortcut else { return "none" }
    var text = shortcut.modifiersWritten ? shortcut.modifiers.map(\.rawValue).joined(separator: "+") : "default"
    if text.isEmpty { text = "[]" }
    switch shortcut.key {
    case .character(let character): text += " " + character
    case .named(let name): text += " ." + name
    }
    return shortcut.isUpperCaseLetter ? text + " ⇧" : text
  }
}
