import SwiftSource

/// On code: `focusRingType = .none` (or a `focusRingType` override returning `.none`) and
/// `.focusEffectDisabled()` (or `(true)`; a condition computed at run time is not read) hide the
/// focus ring, compiled for iPad or Mac; on a label or an image view, which never take focus, and on
/// a table or outline view, whose selection shows focus, the reader records no hidden ring. The code may show focus
/// its own way (a highlight bound to a `@FocusState`), which the rule cannot see, so it is at most
/// a warning, and none for a type that binds focus state itself (`.focused($state)`).
extension HiddenFocusRing: CodeRule {
  static func check(code context: CodeRuleContext) -> [CodeFinding] {
    let facts = context.facts
    let showingFocus = Set(facts.focusModifiers.filter { $0.kind == .focused }.compactMap(\.enclosingType))
    return facts.focusModifiers.compactMap { modifier in
      let written: String
      switch modifier.kind {
      case .focusRingHidden: written = "focusRingType = .none"
      // `.focusEffectDisabled(isEditing)` hides it only while the code says so: not read as hidden.
      case .focusEffectDisabled where modifier.flag == true: written = ".focusEffectDisabled()"
      default: return nil
      }
      let platforms = context.platforms(modifier.platforms, in: modifier.location.path, among: [.iPad, .mac])
      guard !platforms.isEmpty else { return nil }
      if modifier.kind == .focusEffectDisabled, let type = modifier.enclosingType, showingFocus.contains(type) {
        return nil
      }
      let place = CodeTitles.place(type: modifier.enclosingType, path: modifier.location.path)
      return codeFinding(
        "\(place) hides the focus ring (\(written)) on \(Platform.list(platforms)): keyboard users lose track of "
          + "focus. Keep the system focus ring visible. Read from the code: nothing in \(place) binds focus state "
          + "to show focus another way.",
        at: modifier.location,
        severity: .warning
      )
    }
  }
}
