/// Lint: one shortcut, on one platform, bound to two different actions anywhere in the
/// workspace (between files of the same `App`). Bare keys (⌫, ↩, arrows) conflict only within
/// one component.
enum ShortcutsDoNotConflict {
  static let id = RuleID.shortcutConflict

  /// The conflicts of `bindings` (one document's) against `index` (the whole workspace's, by shortcut and platform).
  static func check(_ bindings: [ShortcutBinding], index: [BindingKey: [ShortcutBinding]]) -> [Diagnostic] {
    var result: [Diagnostic] = []
    var reported = Set<ShortcutBinding>()
    // Folding allocates; a busy shortcut's bucket repeats the same few apps and targets.
    var folded: [String: String] = [:]
    func fold(_ text: String) -> String {
      if let known = folded[text] { return known }
      let value = ListItem.fold(text)
      folded[text] = value
      return value
    }
    func sameApp(_ lhs: String?, _ rhs: String?) -> Bool {
      guard let lhs, let rhs else { return true }
      return lhs == rhs || fold(lhs) == fold(rhs)
    }
    for binding in bindings where !reported.contains(binding) {
      // The cheap tests first: most bindings of a busy shortcut belong to other apps.
      let targetKey = fold(binding.target)
      let isBareKey = binding.shortcut.isBareKey
      let others = (index[BindingKey(binding)] ?? []).filter { other in
        sameApp(binding.app, other.app)
          && (!isBareKey || (other.document == binding.document && other.component == binding.component))
          && fold(other.target) != targetKey
      }
      .sorted { ($0.document, $0.range.start, $0.platform.order) < ($1.document, $1.range.start, $1.platform.order) }
      guard !others.isEmpty else { continue }
      reported.insert(binding)
      let names = others.map(\.label)
      let unique = names.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      result.append(
        RuleCatalog.makeDiagnostic(
          id,
          message: "\(binding.shortcut) on \(binding.platform) triggers \(binding.label) and also "
            + "\(unique.joined(separator: ", ")): give one of them another shortcut.",
          range: binding.range,
          related: others.map {
            RelatedLocation(
              location: DocumentLocation(document: $0.document, range: $0.range),
              message: "\($0.shortcut) is also bound to \($0.label)"
            )
          }
        )
      )
    }
    return result
  }
}

/// The key of the workspace's binding index.
public struct BindingKey: Sendable, Hashable {
  public var shortcut: Shortcut
  public var platform: Platform

  public init(_ binding: ShortcutBinding) {
    shortcut = binding.shortcut
    platform = binding.platform
  }

  public init(shortcut: Shortcut, platform: Platform) {
    self.shortcut = shortcut
    self.platform = platform
  }
}
