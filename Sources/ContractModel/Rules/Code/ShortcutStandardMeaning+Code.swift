import SwiftSource

/// On code: a standard shortcut (⌘C, ⌘F, ⌘W, …) on a menu command or control whose title does not
/// carry its meaning (`Copy Link` keeps ⌘C's; `Favorite` takes ⌘F from Find). Any word of the title
/// may carry it (`Article Search…` keeps ⌥⌘F's). Only titles the code writes as text are compared
/// (an interpolated title by its literal parts); a place with no readable title is left alone.
extension ShortcutStandardMeaning: CodeRule {
  static func check(code context: CodeRuleContext) -> [CodeFinding] {
    context.shortcutPlaces.compactMap { place in
      guard let title = place.title, title.source != .expression, title.localized != nil || title.source != .localized
      else { return nil }
      let platforms = context.platforms(place.platforms, in: place.location.path, among: [.iPad, .mac])
      let problems = platforms.compactMap { platform -> (platform: Platform, detail: String)? in
        let binding = ShortcutBinding(
          shortcut: place.shortcut,
          platform: platform,
          target: title.displayText,
          component: CodeTitles.simpleName(place.enclosingType),
          menu: place.menu?.menuTitle,
          document: place.location.path,
          block: BlockID(0),
          app: nil,
          range: place.location.sourceRange,
          tokenRange: place.location.sourceRange,
          // Menu titles are often noun first (`Article Search…`, `NetNewsWire Help`): any word of
          // the title may carry the meaning, as any word of a contract's segment without a subject.
          context: title.isInterpolated ? title.literalParts.joined(separator: " ") : title.displayText
        )
        return changedMeaning(of: binding).map { (platform, $0) }
      }
      guard !problems.isEmpty else { return nil }
      return codeFinding(
        message(place.shortcut, label: place.label, problems),
        at: place.location,
        severity: descriptor.defaultSeverity
      )
    }
  }
}
