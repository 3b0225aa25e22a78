import SwiftSource

/// On code: `focusRingType = .none` (or a `focusRingType` override returning `.none`) and
/// `.focusEffectDisabled()` (or `(true)`; a condition computed at run time is not read) hide the
/// focus ring, compiled for iPad or Mac; on a label or an image view, which never take focus, and on
/// a table or outline view, whose selection shows focus, the reader records no hidden ring (nor the
/// rule, for such a view made by a subclass another file declares). The code may show focus
/// its own way (a highlight bound to a `@FocusState`), which the rule cannot see, so it is at most
/// a warning, and none for a type that binds focus state itself (`.focused($state)`).
extension HiddenFocusRing: CodeRule {
  static func check(code context: CodeRuleContext) -> [CodeFinding] {
    let facts = context.facts
    let showingFocus = Set(facts.focusModifiers.filter { $0.kind == .focused }.compactMap(\.enclosingType))
    var superclasses: [String: String]?
    return facts.focusModifiers.compactMap { modifier in
      if let made = modifier.receiverClass {
        if superclasses == nil { superclasses = Self.superclasses(in: facts) }
        if Self.hasNoRing(made, superclasses: superclasses!) { return nil }
      }
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

  /// Each class of the workspace's code and its superclass as written, the module left off.
  static func superclasses(in facts: SwiftWorkspaceFacts) -> [String: String] {
    var result: [String: String] = [:]
    for file in facts.files {
      for declared in file.classes {
        guard let superclass = declared.superclass else { continue }
        result[declared.name] = String(superclass.split(separator: ".").last ?? "")
      }
    }
    return result
  }

  /// Whether the class `name` inherits, through the workspace's classes, from a view with no ring
  /// to lose (``SwiftFocusModifier/classesWithoutRing``: WWDC's `WWDCTableView`, a table view
  /// declared in one file and made in another).
  static func hasNoRing(_ name: String, superclasses: [String: String]) -> Bool {
    var current = name
    for _ in 0..<16 {
      guard let superclass = superclasses[current] else { return false }
      if SwiftFocusModifier.classesWithoutRing.contains(superclass) { return true }
      current = superclass
    }
    return false
  }
}
