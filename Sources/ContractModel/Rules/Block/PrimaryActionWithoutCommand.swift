/// Lint: every primary action is a menu command with a keyboard shortcut on Mac, and has a
/// keyboard shortcut on iPad (the chapter's Decision 1).
///
/// A primary action whose name misspells the menu command its paths name (``MisspeltPrimaryName``)
/// is one finding, on the name, with the rename; the rest is checked as read. So is a path's
/// misspelling of the primary action that `action-unreachable` asks about (``ActionTypo``).
enum PrimaryActionWithoutCommand: BlockRule {
  static let descriptor = RuleDescriptor(
    .primaryActionWithoutCommand,
    .error,
    "The primary action has no menu command or no keyboard shortcut.",
    catalog: CatalogEntryName.platformCopyPaste,
    severityNote: RuleDescriptor.byPlatform
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for component in context.components {
      let reach = context.reach(of: component)
      for misspelt in component.misspeltPrimaryNames {
        result.append(finding(misspelt, of: component, reach: reach))
      }
      let typos = ActionTypo.typos(in: component, reach: reach)
      for action in component.actions where action.origin == .primary {
        let name = action.name
        // Where the action has no way at all, `action-unreachable` says so, once.
        let unreachable = Set(ActionUnreachable.unreachable(action, of: component, reach: reach).map(\.platform))
        /// The ways to the action on `platform` as checked, with the note that ends the findings
        /// and whether they are a reading: its own; or where it has none and `action-unreachable`
        /// asks whether a misspelling of it is its way (`Delte ⌫` beside `Primary action: Delete`),
        /// the misspelling's, read as the action's (so renaming it brings no new finding).
        func checked(on platform: Platform) -> (ways: Ways, note: String, isReading: Bool)? {
          if !unreachable.contains(platform) {
            return (reach.ways(to: name, on: platform), action.readingNote(in: component), action.isReading)
          }
          let typo = typos.first {
            $0.intended.key == action.key && $0.isReadAsWay(on: platform, in: component, reach: reach)
          }
          guard let written = typo?.written.name else { return nil }
          return (reach.ways(to: written, on: platform), " ('\(written)' is read as '\(name)'.)", true)
        }
        if let path = component.paths[.mac], let (ways, note, isReading) = checked(on: .mac) {
          var missing: [String] = []
          if !ways.hasMenuCommand { missing.append("menu command") }
          if !ways.hasShortcut { missing.append("keyboard shortcut") }
          if !missing.isEmpty {
            result.append(
              diagnostic(
                "Primary action '\(name)' of '\(component.name)' has no \(missing.joined(separator: " and no ")) "
                  + "on Mac: add '\(name) in menu bar, \(suggestedShortcut(for: name))' to the Mac path (and the command to a "
                  + "menu block)." + note,
                at: path.reportRange,
                // A primary action read from a misspelt `Primary action` is a reading: at most a warning.
                severity: isReading ? .warning : .error
              )
            )
          }
        }
        if let path = component.paths[.iPad], let (ways, note, _) = checked(on: .iPad), !ways.hasShortcut {
          result.append(
            diagnostic(
              "Primary action '\(name)' of '\(component.name)' has no keyboard shortcut on iPad: add one (such as "
                + "\(suggestedShortcut(for: name))) so it shows in the Command-key overlay and the iPad menu bar."
                + note,
              at: path.reportRange,
              severity: .warning
            )
          )
        }
      }
    }
    return result
  }

  /// The finding on a primary action's misspelt name: as written it has no menu command on Mac (an
  /// error where the Mac path is checked); read as the command, it has what the command has.
  static func finding(_ misspelt: MisspeltPrimaryName, of component: Component, reach: ReachTable) -> Diagnostic {
    let paths = misspelt.namedOn.count == 1 ? "path names" : "paths name"
    let place = misspelt.namedOn.contains(.mac) ? .mac : misspelt.namedOn.first
    let ways = place.map { reach.ways(to: misspelt.reading, on: $0).summary } ?? ""
    return diagnostic(
      "Primary action '\(misspelt.written)' of '\(component.name)' has no menu command on Mac: no menu and no path "
        + "names it. It is read as '\(misspelt.reading)', the menu command the \(Platform.list(misspelt.namedOn)) "
        + "\(paths)\(ways.isEmpty ? "" : " (\(ways))"). Did you mean '\(misspelt.reading)'?",
      at: misspelt.range,
      severity: component.paths[.mac] != nil ? .error : .warning
    )
  }

  /// ⌘ with the name's initial, then ⇧⌘ and ⌥⌘: the first that no system, VoiceOver, standard or
  /// app-menu shortcut takes (``FreeShortcuts/isSafe(_:on:)``).
  static func suggestedShortcut(for name: String) -> String {
    let initial =
      name.unicodeScalars.first(where: { $0.properties.isAlphabetic }).map { String($0).uppercased() } ?? "R"
    for prefix in ["⌘", "⇧⌘", "⌥⌘"] {
      guard let shortcut = Shortcut.parse(prefix + initial).shortcut else { continue }
      if FreeShortcuts.isSafe(shortcut, on: [.mac, .iPad]) { return shortcut.description }
    }
    return "⌘" + initial
  }
}

extension RuleID {
  public static let primaryActionWithoutCommand: RuleID = "primary-action-without-command"
}
