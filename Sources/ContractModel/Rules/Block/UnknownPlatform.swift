/// Lint: platform names are iPhone, iPad and Mac (`macOS` is an alias).
enum UnknownPlatform: BlockRule {
  static let descriptor = RuleDescriptor(
    .unknownPlatform,
    .warning,
    "A platform name other than iPhone, iPad and Mac.",
    catalog: CatalogEntryName.platformInteractionContract
  )

  static let otherSystems: Set<String> = [
    "ios", "ipados", "iphoneos", "watchos", "watch", "tvos", "visionos", "vision pro", "android", "windows", "web",
    "linux", "catalyst", "mac catalyst", "ipod",
  ]

  static let names = Platform.allCases.map(\.rawValue)

  static func check(_ context: BlockContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for item in context.fileHeader?.unknownPlatforms ?? [] {
      result.append(diagnostic(message(for: item.text), at: item.range))
    }
    for misplaced in context.misplacedFields
    where looksLikePlatform(misplaced) && !MisspeltKey.isClaimed(misplaced, in: context) {
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
    default:
      let closest = DidYouMean.match(for: name, among: names + otherSystems.filter { !$0.contains(" ") })
      hint = closest.map { names.contains($0.candidate) ? " Did you mean '\($0.candidate)'?" : "" } ?? ""
    }
    return "'\(name)' is not a platform: contracts describe iPhone, iPad and Mac.\(hint)"
  }

  /// Whether a misplaced field is a component key close to a platform name (`Phone:`, `Andriod:`)
  /// rather than a misspelt field (`Mean:`). Outside components, and for a key that is a field
  /// somewhere (`Mac:` in the file header), the finding is `unknown-field`.
  static func looksLikePlatform(_ misplaced: MisplacedField) -> Bool {
    guard misplaced.context == .component, FieldKey(anyContext: misplaced.field.key) == nil else { return false }
    let key = misplaced.field.key
    let folded = ListItem.fold(key)
    if otherSystems.contains(folded) { return true }
    guard !folded.contains(" ") else { return false }
    let systems = names + ["macOS"] + otherSystems.filter { !$0.contains(" ") }
    guard let platform = DidYouMean.match(for: key, among: systems) else { return false }
    let fields = FieldKey.names(in: .component).filter { Platform(name: $0) == nil }
    guard let field = DidYouMean.match(for: key, among: fields) else { return true }
    return platform.distance <= field.distance
  }
}

extension RuleID {
  public static let unknownPlatform: RuleID = "unknown-platform"
}
