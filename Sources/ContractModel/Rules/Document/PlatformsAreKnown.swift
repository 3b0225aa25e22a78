/// Lint: platform names are iPhone, iPad and Mac (`macOS` is an alias).
enum PlatformsAreKnown: DocumentRule {
  static let id = RuleID.unknownPlatform

  static let otherSystems: Set<String> = [
    "ios", "ipados", "iphoneos", "watchos", "watch", "tvos", "visionos", "vision pro", "android", "windows", "web",
    "linux", "catalyst", "mac catalyst", "ipod",
  ]

  static let names = Platform.allCases.map(\.rawValue)

  static func check(_ context: RuleContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for item in context.document.unknownPlatforms {
      result.append(diagnostic(message(for: item.text), at: item.range))
    }
    for misplaced in context.document.misplacedFields where looksLikePlatform(misplaced.field.key) {
      result.append(diagnostic(message(for: misplaced.field.key), at: misplaced.field.keyRange))
    }
    return result
  }

  static func message(for name: String) -> String {
    let folded = ListItem.fold(name)
    let hint: String
    switch folded {
    case "ios", "iphoneos": hint = " Write 'iPhone' or 'iPad'."
    case "ipados": hint = " Did you mean 'iPad'?"
    case "catalyst", "mac catalyst": hint = " Did you mean 'Mac'?"
    default: hint = DidYouMean.sentence(for: name, among: names)
    }
    return "'\(name)' is not a platform: contracts describe iPhone, iPad and Mac.\(hint)"
  }

  /// Whether a key is another system's name or a misspelt platform.
  static func looksLikePlatform(_ key: String) -> Bool {
    let folded = ListItem.fold(key)
    if otherSystems.contains(folded) { return true }
    return !folded.contains(" ") && DidYouMean.suggestion(for: key, among: names + ["macOS"]) != nil
  }
}
