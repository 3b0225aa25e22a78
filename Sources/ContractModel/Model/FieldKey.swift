/// A field key after aliases are resolved.
public enum FieldKey: Sendable, Hashable, CustomStringConvertible {
  // File header
  case app
  case platforms
  // Components
  case meaning
  case primaryAction
  case actions
  case kind
  case role
  case label
  case value
  case columns
  case hover
  case readingOrder
  case platformReadingOrder(Platform)
  case focusAfterDismiss
  /// `Check`, `Check Mac`, `Mac check`.
  case check(Platform?)
  case note
  /// `Code`: the Swift types that implement the component.
  case code
  case path(Platform)
  // Several blocks
  case see
  // Catalog blocks
  case summary
  case link

  /// Where a field stands.
  public enum Context: Sendable, Hashable {
    case fileHeader
    case component
    case catalog
  }

  /// Resolves `key` (any case, blanks folded) in `context`; nil for a key unknown there.
  public init?(_ key: String, in context: Context) {
    guard let resolved = FieldKey(anyContext: key), resolved.isAllowed(in: context) else { return nil }
    self = resolved
  }

  /// Resolves `key` ignoring where it stands.
  init?(anyContext key: String) {
    if let resolved = FieldKeyLookup.resolveASCII(key) {
      guard let resolved else { return nil }
      self = resolved
      return
    }
    self.init(spelledOut: key)
  }

  /// Resolves `key` ignoring where it stands, word by word: the reference for every spelling,
  /// and the way taken for keys that are not ASCII.
  init?(spelledOut key: String) {
    let words = key.lowercased().split(separator: " ").map(String.init)
    switch words {
    case ["app"]: self = .app
    case ["platforms"]: self = .platforms
    case ["meaning"]: self = .meaning
    case ["primary", "action"], ["primary"], ["primary", "actions"]: self = .primaryAction
    case ["actions"]: self = .actions
    case ["kind"]: self = .kind
    case ["role"]: self = .role
    case ["label"]: self = .label
    case ["value"]: self = .value
    case ["columns"]: self = .columns
    case ["hover"]: self = .hover
    case ["reading", "order"]: self = .readingOrder
    case ["focus", "after", "dismiss"], ["focus"]: self = .focusAfterDismiss
    case ["check"]: self = .check(nil)
    case ["note"]: self = .note
    case ["code"]: self = .code
    case ["see"]: self = .see
    case ["summary"]: self = .summary
    case ["link"]: self = .link
    default:
      if words.count == 1, let platform = Platform(name: words[0]) {
        self = .path(platform)
      } else if words.count == 2, words[0] == "check", let platform = Platform(name: words[1]) {
        self = .check(platform)
      } else if words.count == 2, words[1] == "check", let platform = Platform(name: words[0]) {
        self = .check(platform)
      } else if words.count == 3, words[1] == "reading", words[2] == "order", let platform = Platform(name: words[0]) {
        self = .platformReadingOrder(platform)
      } else {
        return nil
      }
    }
  }

  /// Whether the key may stand in `context`.
  public func isAllowed(in context: Context) -> Bool {
    switch (self, context) {
    case (.app, .fileHeader), (.platforms, .fileHeader), (.see, _): true
    case (.summary, .catalog), (.link, .catalog): true
    case (.app, _), (.platforms, _), (.summary, _), (.link, _): false
    case (_, .component): true
    case (_, .fileHeader), (_, .catalog): false
    }
  }

  /// Whether the name resolves to some known key anywhere.
  static func isKnownName(_ key: String) -> Bool { FieldKey(anyContext: key) != nil }

  /// Whether `key` is a `Check` field of any form.
  static func isCheckKey(_ key: String) -> Bool {
    if case .check = FieldKey(anyContext: key) { return true }
    return false
  }

  /// Whether a repeated field adds to the first (platform paths) rather than repeating it.
  public var isPath: Bool {
    if case .path = self { return true }
    return false
  }

  /// The canonical spelling.
  public var description: String {
    switch self {
    case .app: "App"
    case .platforms: "Platforms"
    case .meaning: "Meaning"
    case .primaryAction: "Primary action"
    case .actions: "Actions"
    case .kind: "Kind"
    case .role: "Role"
    case .label: "Label"
    case .value: "Value"
    case .columns: "Columns"
    case .hover: "Hover"
    case .readingOrder: "Reading order"
    case .platformReadingOrder(let platform): "\(platform) reading order"
    case .focusAfterDismiss: "Focus after dismiss"
    case .check(nil): "Check"
    case .check(let platform?): "Check \(platform)"
    case .note: "Note"
    case .code: "Code"
    case .path(let platform): platform.rawValue
    case .see: "See"
    case .summary: "Summary"
    case .link: "Link"
    }
  }

  /// Every canonical key, in any context.
  static let allNames: [String] = {
    var names: [String] = []
    for context in [Context.fileHeader, .component, .catalog] {
      for name in Self.names(in: context) where !names.contains(name) { names.append(name) }
    }
    return names
  }()

  /// The field key `text` starts with, followed by a blank and a value but no colon (the longest,
  /// as written in the language: `Focus after dismiss`), or nil.
  static func keyWithoutColon(in text: String) -> String? {
    let lowered = text.lowercased()
    var best: String?
    for key in allNames where lowered.count > key.count + 1 {
      let folded = key.lowercased()
      guard lowered.hasPrefix(folded + " ") || lowered.hasPrefix(folded + "\t") else { continue }
      if key.count > (best?.count ?? 0) { best = key }
    }
    return best
  }

  /// The canonical keys that may stand in `context`, for completion and did-you-mean.
  public static func names(in context: Context) -> [String] {
    switch context {
    case .fileHeader:
      ["App", "Platforms", "See"]
    case .catalog:
      ["Summary", "Link", "See"]
    case .component:
      [
        "iPhone", "iPad", "Mac", "Meaning", "Primary action", "Actions", "Kind", "Role", "Label", "Value", "Columns",
        "Hover", "Reading order", "iPhone reading order", "iPad reading order", "Mac reading order",
        "Focus after dismiss", "Check", "Check iPhone", "Check iPad", "Check Mac", "See", "Note", "Code",
      ]
    }
  }
}
