/// Lint: one shortcut, on one platform, bound to two different actions anywhere in the
/// workspace (between files of the same `App`). Bare keys (⌫, ↩, arrows) conflict only within
/// one component.
enum ShortcutConflict: WorkspaceRule {
  static let descriptor = RuleDescriptor(
    .shortcutConflict,
    .warning,
    "One shortcut on one platform bound to two different actions.",
    catalog: CatalogEntryName.platformInteractionContract,
    scope: .workspace
  )

  /// How many other bindings a finding names and links; the rest are counted.
  static let listedLimit = 8

  /// The conflicts of the block's bindings with the workspace's.
  ///
  /// Costs a few lookups per binding: each group is arranged once (``ShortcutConflictGroup``),
  /// and a finding lists at most ``listedLimit`` of the others.
  static func check(_ context: CrossFileContext) -> [Diagnostic] {
    // One finding per place that binds the shortcut (v1.1): the platforms a place binds it on are
    // gathered into one message, and the other bindings become its related locations.
    var places: [DocumentLocation: Place] = [:]
    var order: [DocumentLocation] = []
    for binding in context.bindings {
      let bucket = context.group(BindingKey(binding))
      let target = binding.targetKey
      let conflicts: (count: Int, listed: [ShortcutBinding])
      if binding.shortcut.isBareKey {
        let listed = bucket.sameBlock(document: binding.document, block: binding.block, notBoundTo: target)
        conflicts = (listed.count, Array(listed.prefix(listedLimit)))
      } else {
        let app = binding.appKey
        let count = bucket.conflictCount(target: target, app: app)
        guard count > 0 else { continue }
        conflicts = (count, bucket.listed(target: target, app: app, limit: listedLimit))
      }
      guard conflicts.count > 0 else { continue }
      if places[binding.location] == nil {
        order.append(binding.location)
        places[binding.location] = Place(binding: binding)
      }
      places[binding.location]!.add(binding.platform, conflicts.listed, total: conflicts.count)
    }
    return order.map { places[$0]!.diagnostic }
  }

  /// The bindings of one place (a token, or a platform's line for what `same` inherited) that
  /// conflict, on every platform the place binds them.
  struct Place {
    let binding: ShortcutBinding
    var platforms: [Platform] = []
    var others: [ShortcutBinding] = []
    var unlisted = 0

    init(binding: ShortcutBinding) { self.binding = binding }

    mutating func add(_ platform: Platform, _ listed: [ShortcutBinding], total: Int) {
      if !platforms.contains(platform) { platforms.append(platform) }
      for other in listed where !others.contains(where: { $0.location == other.location }) {
        others.append(other)
      }
      unlisted = max(unlisted, total - listed.count)
    }

    /// The finding, naming every platform and the other bindings.
    var diagnostic: Diagnostic {
      let names = others.map(\.placeLabel).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      let more = unlisted > 0 ? " (and \(unlisted) more)" : ""
      return ShortcutConflict.diagnostic(
        "\(binding.shortcut) on \(Platform.list(platforms)) triggers \(binding.placeLabel) and also "
          + "\(names.joined(separator: ", "))\(more): give one of them another shortcut.",
        at: binding.range,
        related: others.map {
          RelatedLocation(location: $0.location, message: "\($0.shortcut) is also bound to \($0.placeLabel)")
        }
      )
    }
  }
}

extension RuleID {
  public static let shortcutConflict: RuleID = "shortcut-conflict"
}
