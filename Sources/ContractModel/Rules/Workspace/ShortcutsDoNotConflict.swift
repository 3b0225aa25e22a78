/// Lint: one shortcut, on one platform, bound to two different actions anywhere in the
/// workspace (between files of the same `App`). Bare keys (⌫, ↩, arrows) conflict only within
/// one component.
enum ShortcutsDoNotConflict {
  static let id = RuleID.shortcutConflict

  /// How many other bindings a finding names and links; the rest are counted.
  static let listedLimit = 8

  /// The conflicts of `bindings` (one document's) against `index` (the whole workspace's, by shortcut and platform).
  ///
  /// Arranges the groups of `bindings`' shortcuts for this one call; the workspace keeps them
  /// across documents instead (``ShortcutConflictGroups``).
  static func check(_ bindings: [ShortcutBinding], index: [BindingKey: [ShortcutBinding]]) -> [Diagnostic] {
    var groups = ShortcutConflictGroups()
    return groups.check(bindings, index: index)
  }

  /// The conflicts of `bindings` (one document's), `group` giving the workspace's group of each shortcut and platform.
  ///
  /// Costs a few lookups per binding: each group is arranged once (``ShortcutConflictGroup``),
  /// and a finding lists at most ``listedLimit`` of the others.
  static func check(_ bindings: [ShortcutBinding], group: (BindingKey) -> ShortcutConflictGroup) -> [Diagnostic] {
    // One finding per place that binds the shortcut (v1.1): the platforms a place binds it on are
    // gathered into one message, and the other bindings become its related locations.
    var places: [SourceRange: Place] = [:]
    var order: [SourceRange] = []
    for binding in bindings {
      let bucket = group(BindingKey(binding))
      let target = binding.targetKey
      let conflicts: (count: Int, listed: [ShortcutBinding])
      if binding.shortcut.isBareKey {
        let listed = bucket.sameComponent(document: binding.document, component: binding.component, notBoundTo: target)
        conflicts = (listed.count, Array(listed.prefix(listedLimit)))
      } else {
        let app = binding.appKey
        let count = bucket.conflictCount(target: target, app: app)
        guard count > 0 else { continue }
        conflicts = (count, bucket.listed(target: target, app: app, limit: listedLimit))
      }
      guard conflicts.count > 0 else { continue }
      if places[binding.range] == nil {
        order.append(binding.range)
        places[binding.range] = Place(binding: binding)
      }
      places[binding.range]!.add(binding.platform, conflicts.listed, total: conflicts.count)
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
      for other in listed where !others.contains(where: { $0.document == other.document && $0.range == other.range }) {
        others.append(other)
      }
      unlisted = max(unlisted, total - listed.count)
    }

    /// The finding, naming every platform and the other bindings.
    var diagnostic: Diagnostic {
      let names = others.map(\.placeLabel).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      let more = unlisted > 0 ? " (and \(unlisted) more)" : ""
      return RuleCatalog.makeDiagnostic(
        ShortcutsDoNotConflict.id,
        message: "\(binding.shortcut) on \(Platform.list(platforms)) triggers \(binding.placeLabel) and also "
          + "\(names.joined(separator: ", "))\(more): give one of them another shortcut.",
        range: binding.range,
        related: others.map {
          RelatedLocation(
            location: DocumentLocation(document: $0.document, range: $0.range),
            message: "\($0.shortcut) is also bound to \($0.placeLabel)"
          )
        }
      )
    }
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
