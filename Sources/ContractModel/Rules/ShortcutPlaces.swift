/// The places that bind shortcuts: one finding per place (v1.1), whatever the number of platforms
/// it binds on (a menu command binds on iPad and Mac, a path's `same` copies a token).
enum ShortcutPlaces {
  /// `bindings` grouped by the place that binds them (their reported range), in the order of
  /// each place's first binding.
  static func groups(_ bindings: [ShortcutBinding]) -> [[ShortcutBinding]] {
    indexGroups(bindings).map { $0.map { bindings[$0] } }
  }

  /// ``groups(_:)`` as indices into `bindings`.
  static func indexGroups(_ bindings: [ShortcutBinding]) -> [[Int]] {
    var index: [SourceRange: Int] = [:]
    var groups: [[Int]] = []
    for (offset, binding) in bindings.enumerated() {
      if let position = index[binding.range] {
        groups[position].append(offset)
      } else {
        index[binding.range] = groups.count
        groups.append([offset])
      }
    }
    return groups
  }

  /// `problems` (one per platform of a place) as one clause: `on Mac` when they agree, else each
  /// platform with its own: `on iPad (X) and on Mac (Y)`.
  static func clause(_ problems: [(platform: Platform, detail: String)]) -> (platforms: String, details: String?) {
    let details = problems.map(\.detail).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    if details.count == 1 { return (Platform.list(problems.map(\.platform)), details[0]) }
    let each = problems.map { "\($0.platform) (\($0.detail))" }
    return (each.dropLast().joined(separator: ", ") + " and " + each[each.count - 1], nil)
  }
}
