/// Lint: one shortcut, on one platform, bound to two different actions anywhere in the
/// workspace (between files of the same `App`). Bare keys (⌫, ↩, arrows) conflict only within
/// one component.
enum ShortcutsDoNotConflict {
  static let id = RuleID.shortcutConflict

  /// How many other bindings a finding names and links; the rest are counted.
  static let listedLimit = 8

  /// The conflicts of `bindings` (one document's) against `index` (the whole workspace's, by shortcut and platform).
  ///
  /// Linear in the bindings that share a shortcut: each shortcut's bucket is summarised once (counts
  /// by app and target), and a finding lists at most ``listedLimit`` of the others.
  static func check(_ bindings: [ShortcutBinding], index: [BindingKey: [ShortcutBinding]]) -> [Diagnostic] {
    var result: [Diagnostic] = []
    var reported = Set<ShortcutBinding>()
    var folder = Folder()
    var buckets: [BindingKey: Bucket] = [:]
    for binding in bindings where !reported.contains(binding) {
      let key = BindingKey(binding)
      if buckets[key] == nil { buckets[key] = Bucket(index[key] ?? [], folder: &folder) }
      guard let bucket = buckets[key] else { continue }
      let target = folder.fold(binding.target)
      let app = binding.app.map { folder.fold($0) }
      let isBareKey = binding.shortcut.isBareKey
      let conflicts: (count: Int, listed: [ShortcutBinding])
      if isBareKey {
        let listed = bucket.members.filter {
          $0.document == binding.document && $0.component == binding.component && folder.fold($0.target) != target
        }
        conflicts = (listed.count, Array(listed.prefix(listedLimit)))
      } else {
        let count = bucket.conflictCount(target: target, app: app)
        guard count > 0 else { continue }
        var listed: [ShortcutBinding] = []
        for other in bucket.members where listed.count < listedLimit {
          let otherApp = other.app.map { folder.fold($0) }
          if folder.fold(other.target) != target && (app == nil || otherApp == nil || app == otherApp) {
            listed.append(other)
          }
        }
        conflicts = (count, listed)
      }
      guard conflicts.count > 0 else { continue }
      reported.insert(binding)
      result.append(diagnostic(for: binding, conflicts.listed, total: conflicts.count))
    }
    return result
  }

  private static func diagnostic(for binding: ShortcutBinding, _ listed: [ShortcutBinding], total: Int) -> Diagnostic {
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

  /// Folds names once: a busy shortcut's bucket repeats the same few apps and targets.
  struct Folder {
    private var folded: [String: String] = [:]

    mutating func fold(_ text: String) -> String {
      if let known = folded[text] { return known }
      let value = ListItem.fold(text)
      folded[text] = value
      return value
    }
  }

  /// The bindings of one shortcut on one platform, sorted, with counts by app and target.
  struct Bucket {
    /// The bindings, by document, place and platform.
    let members: [ShortcutBinding]
    /// Bindings per folded app ("" for files without `App`).
    private var byApp: [String: Int] = [:]
    /// Bindings per folded app and folded target.
    private var byAppTarget: [String: [String: Int]] = [:]

    init(_ bindings: [ShortcutBinding], folder: inout Folder) {
      members = bindings.sorted {
        ($0.document, $0.range.start, $0.platform.order) < ($1.document, $1.range.start, $1.platform.order)
      }
      for binding in members {
        let app = binding.app.map { folder.fold($0) } ?? ""
        byApp[app, default: 0] += 1
        byAppTarget[app, default: [:]][folder.fold(binding.target), default: 0] += 1
      }
    }

    /// Bindings to another target that a binding of `app` (nil: every app) sees.
    func conflictCount(target: String, app: String?) -> Int {
      guard let app else {
        let all = byApp.values.reduce(0, +)
        let same = byAppTarget.values.reduce(0) { $0 + ($1[target] ?? 0) }
        return all - same
      }
      let visible = (byApp[app] ?? 0) + (app.isEmpty ? 0 : byApp[""] ?? 0)
      let same = (byAppTarget[app]?[target] ?? 0) + (app.isEmpty ? 0 : byAppTarget[""]?[target] ?? 0)
      return visible - same
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
