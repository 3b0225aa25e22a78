import SwiftSource

/// On code: a standard shortcut (⌘C, ⌘F, ⌘W, …) on a menu command or control whose title does not
/// carry its meaning (`Copy Link` keeps ⌘C's; `Filter` takes ⌘F from Find). Only titles the code
/// writes as text are compared; a place with no readable title is left alone.
extension ShortcutStandardMeaning: CodeRule {
  static func check(code context: CodeRuleContext) -> [CodeFinding] {
    CodeShortcutPlace.all(in: context.facts).compactMap { place in
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
          tokenRange: place.location.sourceRange
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
