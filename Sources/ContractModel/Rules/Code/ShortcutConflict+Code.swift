import SwiftSource

/// On code: one shortcut, on one platform (iPad or Mac), bound to two commands of different
/// titles. The menu bar is global, so two menu commands conflict wherever they are written (two
/// items of one `CommandMenu`: SwiftUI runs only the first), and so do a menu command and a
/// control; two controls conflict only in one view type, which is on screen as a whole (controls
/// of different views may never be shown together). Bare keys (⌫, ↩, ⎋) conflict only in one type.
/// Interface Builder menus conflict only within one file (another file may be another app's), and
/// two of their items that send one action to one target are one command written twice.
/// Two places in different branches of one `if`/`else if`/`else` chain or of one `switch` are never
/// in effect together (a Play and a Pause button sharing ⌥⌘P), so they do not conflict; in one
/// branch, in two `if` statements, or one inside an `if` and one outside it, they still do. Code in a
/// member of the view stands where the view names the member (``SwiftShortcutBinding/branches``). So for
/// the arms of one `#if` (`#if DEBUG` and its `#else`), of which only one is compiled; arms of two
/// `#if`s, or one inside a `#if` and one outside it, still conflict. Controls in a presentation's
/// closure (a `.sheet`, an `.alert`) are in a window of their own and conflict only with each other
/// and with menu commands (``SwiftShortcutBinding/presentation``), and so are those of a member that
/// an extension in another file declares and the view's file names only in one presentation
/// (``SwiftShortcutBinding/presentationPath``).
///
/// Each shortcut's places are grouped by where they can conflict (the menu bar; each type; each
/// Interface Builder file), so a shortcut bound in a thousand views costs a thousand steps.
extension ShortcutConflict: CodeRule {
  static func check(code context: CodeRuleContext) -> [CodeFinding] {
    let places = context.shortcutPlaces
    let titles = places.map(\.titleKey)
    var groups: [BindingKey: [Int]] = [:]
    var order: [BindingKey] = []
    for (index, place) in places.enumerated() where titles[index] != nil {
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
      let scopes = Scopes(members, places: places, bareKey: key.shortcut.isBareKey)
      let platform = key.platform == .mac ? SwiftPlatformSet.mac : .iOS
      for index in members {
        let builds = platform.intersection(context.builds(places[index].location.path))
        let others = scopes.candidates(of: index, places: places).filter { other in
          // Different commands, in effect together (not in two branches of one `if`, `switch` or `#if`),
          // in one build: `#if os(macOS)` and its `#else` (Mac Catalyst) are both on Mac, never in
          // one app.
          titles[other] != titles[index] && !places[index].isExclusive(with: places[other])
            && !places[index].isSameAction(as: places[other])
            && !places[index].platforms.intersection(places[other].platforms)
              .intersection(context.builds(places[other].location.path)).isDisjoint(with: builds)
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
            ? " (Only one of the menu commands runs.)" : ""),
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

  /// The places of one shortcut on one platform, by where they can conflict.
  struct Scopes {
    /// Swift menu commands: the menu bar, conflicting with every Swift place.
    var menuBar: [Int] = []
    /// Swift places by their type (controls; with bare keys, menu commands too).
    var byType: [String: [Int]] = [:]
    /// Interface Builder places by file.
    var byFile: [String: [Int]] = [:]
    /// Every Swift place that is not in the menu bar, in order.
    var controls: [Int] = []
    let bareKey: Bool

    init(_ members: [Int], places: [CodeShortcutPlace], bareKey: Bool) {
      self.bareKey = bareKey
      for index in members {
        let place = places[index]
        if !place.location.path.hasSuffix(".swift") {
          byFile[place.location.path, default: []].append(index)
          continue
        }
        if let type = place.enclosingType { byType[type, default: []].append(index) }
        if place.isMenuCommand && !bareKey { menuBar.append(index) } else { controls.append(index) }
      }
    }

    /// The places `index` may conflict with (itself among them).
    func candidates(of index: Int, places: [CodeShortcutPlace]) -> [Int] {
      let place = places[index]
      guard place.location.path.hasSuffix(".swift") else { return byFile[place.location.path] ?? [] }
      let sameType = place.enclosingType.flatMap { byType[$0] } ?? []
      if bareKey { return sameType }
      if place.isMenuCommand { return menuBar + controls }
      var result = menuBar
      for other in sameType where !places[other].isMenuCommand { result.append(other) }
      return result
    }
  }
}
