@testable import ContractModel

/// The original `shortcut-conflict` check, which arranges every bucket again for each document:
/// the reference the shared conflict groups must agree with.
enum ReferenceConflictCheck {
  static func check(_ bindings: [ShortcutBinding], index: [BindingKey: [ShortcutBinding]]) -> [Diagnostic] {
    let limit = ShortcutConflict.listedLimit
    var places: [DocumentLocation: ShortcutConflict.Place] = [:]
    var order: [DocumentLocation] = []
    for binding in bindings {
      let members = (index[BindingKey(binding)] ?? []).sorted {
        ($0.document, $0.blockName, $0.rank, $0.targetKey, $0.range.start)
          < ($1.document, $1.blockName, $1.rank, $1.targetKey, $1.range.start)
      }
      let target = ListItem.fold(binding.target)
      let app = binding.app.map(ListItem.fold)
      let conflicts: (count: Int, listed: [ShortcutBinding])
      if binding.shortcut.isBareKey {
        let listed = members.filter {
          $0.document == binding.document && $0.block == binding.block && ListItem.fold($0.target) != target
        }
        conflicts = (listed.count, Array(listed.prefix(limit)))
      } else {
        let count = conflictCount(members, target: target, app: app)
        guard count > 0 else { continue }
        var listed: [ShortcutBinding] = []
        for other in members where listed.count < limit {
          let otherApp = other.app.map(ListItem.fold)
          if ListItem.fold(other.target) != target && (app == nil || otherApp == nil || app == otherApp) {
            listed.append(other)
          }
        }
        conflicts = (count, listed)
      }
      guard conflicts.count > 0 else { continue }
      if places[binding.location] == nil {
        order.append(binding.location)
        places[binding.location] = ShortcutConflict.Place(binding: binding)
      }
      places[binding.location]!.add(binding.platform, conflicts.listed, total: conflicts.count)
    }
    return order.map { places[$0]!.diagnostic }
  }

  /// Bindings to another target that a binding of `app` sees (files without `App` count as app "").
  private static func conflictCount(_ members: [ShortcutBinding], target: String, app: String?) -> Int {
    var byApp: [String: Int] = [:]
    var byAppTarget: [String: [String: Int]] = [:]
    for member in members {
      let memberApp = member.app.map(ListItem.fold) ?? ""
      byApp[memberApp, default: 0] += 1
      byAppTarget[memberApp, default: [:]][ListItem.fold(member.target), default: 0] += 1
    }
    guard let app else {
      return byApp.values.reduce(0, +) - byAppTarget.values.reduce(0) { $0 + ($1[target] ?? 0) }
    }
    let visible = (byApp[app] ?? 0) + (app.isEmpty ? 0 : byApp[""] ?? 0)
    let same = (byAppTarget[app]?[target] ?? 0) + (app.isEmpty ? 0 : byAppTarget[""]?[target] ?? 0)
    return visible - same
  }
}
