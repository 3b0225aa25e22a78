import SwiftSource

/// On code: a standard shortcut (⌘C, ⌘F, ⌘W, …) on a menu command or control whose title does not
/// carry its meaning (`Copy Link` keeps ⌘C's; `Favorite` takes ⌘F from Find). Any word of the title
/// may carry it (`Article Search…` keeps ⌥⌘F's), and so may the menu that holds the command when
/// it is named for the meaning (`Help → Pika website` keeps ⌘?'s). Only titles the code writes as text are compared
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
        guard let meaning = changedMeaning(of: binding), !menuCarries(meaning, place.menu) else { return nil }
        return (platform, meaning)
      }
      guard !problems.isEmpty else { return nil }
      // A Format-menu or Page Setup shortcut in an app whose code has no such command: the app
      // does not use the standard meaning, so the finding is information.
      let unused = problems.allSatisfy { problem in
        problem.platform == .mac && OptionalStandardCommands.contains(place.shortcut)
          && !appHasCommand(meaning: problem.detail, shortcut: place.shortcut, in: context)
      }
      guard unused else {
        return codeFinding(
          message(place.shortcut, label: place.label, problems),
          at: place.location,
          severity: descriptor.defaultSeverity
        )
      }
      return codeFinding(
        message(place.shortcut, label: place.label, problems)
          + " Information: the app's code has no command for that meaning, which its menus would add only if asked.",
        at: place.location,
        severity: .information
      )
    }
  }

  /// Whether the menu that holds a command, `menu` (its innermost submenu, else the menu bar
  /// menu), is named for one of `meaning`'s commands: every item of a Help menu is the app's help,
  /// whatever it is called (Pika's `Help → Pika website` on ⌘?, docs/real-code.md), every item of a
  /// `New` submenu makes something new.
  static func menuCarries(_ meaning: String, _ menu: SwiftMenuContext?) -> Bool {
    guard let menu, let title = menu.submenus.last?.displayText ?? menu.menuTitle else { return false }
    let menuWords = words(title).filter { !functionWords.contains($0) }
    return !menuWords.isEmpty && commandNames(inMeaning: meaning).contains(menuWords)
  }

  /// Whether some menu command of the app's code is that of `meaning` (`shortcut`'s standard
  /// meaning), whatever its shortcut: its title holds every word of one of the meaning's command
  /// names (``commandNames(inMeaning:)``), or a synonym.
  static func appHasCommand(meaning: String, shortcut: Shortcut, in context: CodeRuleContext) -> Bool {
    let names = commandNames(inMeaning: meaning)
    let synonyms = StandardMeaningSynonyms.phrases(for: shortcut)
    return context.facts.menuCommands.contains { command in
      guard let title = command.title, title.source != .expression else { return false }
      let titleWords = words(title.displayText)
      if names.contains(where: { $0.allSatisfy(titleWords.contains) }) { return true }
      return synonyms.contains { phrase in
        titleWords.indices.contains { titleWords[$0...].starts(with: phrase) }
      }
    }
  }

  /// The command names a standard meaning gives, each as its lower-case words but function words:
  /// the Title-Case words that start it and each of its alternatives (after a comma or semicolon,
  /// an `or` dropped), up to a colon. `Save As, or Duplicate` names Save As and Duplicate; `Copy
  /// Style of the selected text`, Copy Style; `Find Previous occurrence`, Find Previous; `Italic;
  /// without text editing, Get Info`, Italic and Get Info; `Show or hide the Toolbar`, Show Toolbar.
  static func commandNames(inMeaning meaning: String) -> [[String]] {
    meaning.split(whereSeparator: { $0 == "," || $0 == ";" }).compactMap { piece in
      var written = piece.prefix { $0 != ":" }.split(separator: " ")
      if written.first == "or" { written.removeFirst() }
      var name: [Substring] = []
      var index = written.startIndex
      while index < written.endIndex {
        let word = written[index]
        // `Show or hide the Toolbar`: the other verb is an alternative, the name reads on to its object.
        if word == "or", index + 1 < written.endIndex, written[index + 1].first?.isLowercase == true, !name.isEmpty {
          index += 2
          continue
        }
        guard word.first?.isUppercase == true || functionWords.contains(String(word)) else { break }
        name.append(word)
        index += 1
      }
      let nameWords = words(name.joined(separator: " ")).filter { !functionWords.contains($0) }
      return nameWords.isEmpty ? nil : nameWords
    }
  }
}
