import SwiftSource

/// On code: one shortcut, on one platform (iPad or Mac), bound to two commands of different
/// titles. The menu bar is global, so two menu commands conflict wherever they are written (two
/// items of one `CommandMenu`: SwiftUI runs only the first), and so do a menu command and a
/// control; two controls conflict only in one view type, which is on screen as a whole (controls
/// of different views may never be shown together). Bare keys (⌫, ↩, ⎋) conflict only in one type.
/// Interface Builder menus conflict only within one file (another file may be another app's).
extension ShortcutConflict: CodeRule {
  static func check(code context: CodeRuleContext) -> [CodeFinding] {
    let places = CodeShortcutPlace.all(in: context.facts).filter { $0.titleKey != nil }
    var groups: [BindingKey: [Int]] = [:]
    var order: [BindingKey] = []
    for (index, place) in places.enumerated() {
      for platform in context.platforms(place.platforms, in: place.location.path, among: [.iPad, .mac]) {
        let key = BindingKey(shortcut: place.shortcut, platform: platform)
        if groups[key] == nil { order.append(key) }
        groups[key, default: []].append(index)
      }
    }
    // One finding per place, naming every platform it conflicts on.
    var conflicts: [Int: (platforms: [Platform], others: [Int])] = [:]
    for key in order {
      let members = groups[key]!
      guard members.count > 1 else { continue }
      for index in members {
        let builds = (key.platform == .mac ? SwiftPlatformSet.mac : .iOS).intersection(context.builds)
        let others = members.filter { other in
          // Never in one build: `#if os(macOS)` and its `#else` (Mac Catalyst) are both on Mac.
          other != index && !places[index].platforms.intersection(places[other].platforms).isDisjoint(with: builds)
            && conflict(places[index], places[other])
        }
        guard !others.isEmpty else { continue }
        var entry = conflicts[index] ?? ([], [])
        entry.platforms.append(key.platform)
        for other in others where !entry.others.contains(other) { entry.others.append(other) }
        conflicts[index] = entry
      }
    }
    return conflicts.keys.sorted().map { index in
      let place = places[index]
      let entry = conflicts[index]!
      let listed = entry.others.prefix(listedLimit)
      let more = entry.others.count > listed.count ? " (and \(entry.others.count - listed.count) more)" : ""
      return codeFinding(
        "\(place.shortcut) on \(Platform.list(entry.platforms)) triggers \(place.label) and also "
          + listed.map { places[$0].label }.joined(separator: ", ") + "\(more): give one of them another shortcut."
          + (place.isMenuCommand && listed.contains { places[$0].isMenuCommand }
            ? " (SwiftUI and AppKit run only one of the menu commands.)" : ""),
        at: place.location,
        severity: descriptor.defaultSeverity,
        related: listed.map {
          RelatedLocation(
            location: places[$0].location.documentLocation,
            message: "\(places[$0].shortcut) is also bound to \(places[$0].label)"
          )
        }
      )
    }
  }

  /// Whether two places binding one shortcut on one platform are a conflict.
  static func conflict(_ first: CodeShortcutPlace, _ second: CodeShortcutPlace) -> Bool {
    guard first.titleKey != second.titleKey else { return false }
    if !first.location.path.hasSuffix(".swift") || !second.location.path.hasSuffix(".swift") {
      return first.location.path == second.location.path
    }
    let sameType = first.enclosingType != nil && first.enclosingType == second.enclosingType
    if first.shortcut.isBareKey { return sameType }
    return first.isMenuCommand || second.isMenuCommand || sameType
  }
}
