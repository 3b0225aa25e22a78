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
    var result: [Diagnostic] = []
    var reported = Set<ShortcutBinding>()
    for binding in bindings where !reported.contains(binding) {
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
      reported.insert(binding)
      result.append(diagnostic(for: binding, conflicts.listed, total: conflicts.count))
    }
    return result
  }

  /// The finding for `binding`, naming and linking `listed` of its `total` conflicts.
  static func diagnostic(for binding: ShortcutBinding, _ listed: [ShortcutBinding], total: Int) -> Diagnostic {
    let unique = listed.map(\.label).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    let more = total > listed.count ? " (and \(total - listed.count) more)" : ""
    return RuleCatalog.makeDiagnostic(
      id,
      message: "\(binding.shortcut) on \(binding.platform) triggers \(binding.label) and also "
        + "\(unique.joined(separator: ", "))\(more): give one of them another shortcut.",
      range: binding.range,
      related: listed.map {
        RelatedLocation(
          location: DocumentLocation(document: $0.document, range: $0.range),
          message: "\($0.shortcut) is also bound to \($0.label)"
        )
      }
    )
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
