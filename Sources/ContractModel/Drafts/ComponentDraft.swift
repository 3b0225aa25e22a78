import SwiftSource

/// The draft of one component: a view type of the app's code that has actions, its paths written
/// per platform from what the code offers there.
struct ComponentDraft {
  /// The component's name (the type's name; qualified when another drafted type has its name).
  var name: String
  /// The type's qualified name, for `Code:`.
  let type: String
  /// Where the type is declared, as the draft's comment names it (`OrdersView.swift:3`).
  let place: String
  /// The platforms the type is compiled for, in order.
  let platforms: [Platform]
  /// The fields after the header (comments included), in order.
  let lines: [String]

  /// The draft of the view type `type` (qualified) of `code`, with paths for those of `targets`
  /// it is compiled for; nil when it has no titled action site to write, or is compiled for none
  /// of `targets`.
  init?(type: String, code: AppCode, place: String, targets: [Platform] = Platform.allCases) {
    guard let declaration = code.declarations[type]?.first(where: { $0.kind != .extension }) else { return nil }
    // Actions: buttons and the places that run them; a toggle, picker or link sets or opens
    // something, and a title that reads as a way (`Show on Hover`) would be read as one.
    let sites = (code.sitesByType[type] ?? []).filter { site in
      AppCode.titleKey(site.title) != nil && (site.control == nil || site.control == .button)
        && site.title.flatMap(Self.actionName).map { MechanismMatcher.matches(in: $0).isEmpty } == true
    }
    guard !sites.isEmpty else { return nil }
    self.type = type
    self.place = place
    name = AppCode.simpleName(type)
    platforms = targets.filter { code.reaches(declaration.platforms, $0) }
    guard !platforms.isEmpty else { return nil }
    // The actions, by folded title, in the order first written.
    var titles: [(key: String, text: String)] = []
    for site in sites {
      let key = AppCode.titleKey(site.title)!
      guard !titles.contains(where: { $0.key == key }), let text = Self.actionName(site.title!) else { continue }
      titles.append((key, text))
    }
    guard !titles.isEmpty else { return nil }
    let collections = code.collectionsByType[type] ?? []
    let presentations = code.facts.presentations.filter { $0.enclosingType == type }
    var lines: [String] = []
    lines.append("Meaning: TODO: what one \(name) is and does, the same on every platform.")
    lines.append("Code: \(type)")
    if titles.count == 1 && !collections.isEmpty {
      // The one action on the rows of a list is read as theirs: the primary action of a selected item.
      lines.append("# The only action the code offers on these rows, read as the primary one: change it if it is not.")
      lines.append("Primary action: \(titles[0].text)")
    } else if titles.count == 1 {
      lines.append("# Is this the primary action? Then write it as 'Primary action:' (the Mac needs a menu command")
      lines.append("# and a shortcut for it).")
      lines.append("Actions: \(titles[0].text)")
    } else {
      lines.append("# Which one is the primary action? Move it to 'Primary action:' (the Mac needs a menu command and")
      lines.append("# a shortcut for it).")
      lines.append("Actions: \(titles.map(\.text).joined(separator: ", "))")
    }
    let columns = collections.filter { $0.kind == .table }.flatMap(\.columns).compactMap { column in
      AppCode.titleKey(column) != nil ? Self.actionName(column) : nil
    }
    if !columns.isEmpty { lines.append("Columns: \(columns.joined(separator: ", "))") }
    for platform in platforms {
      var segments: [String] = []
      let here = collections.filter { code.reaches($0.platforms, platform) }
      if here.contains(where: \.presentsTable) { segments.append("table") }
      if here.contains(where: { $0.kind == .list }) { segments.append("list row") }
      if here.contains(where: { $0.kind == .stack }) { segments.append("stack") }
      for presented in Self.presented(presentations.filter { code.reaches($0.platforms, platform) }) {
        segments.append("\(collections.isEmpty ? "view" : "row") → \(presented)")
      }
      for title in titles {
        let ways = CodeWays(action: title.key, scope: [type], code: code)
        var names = ways.sites(on: platform).map(\.mechanism.contractName).reduce(into: [String]()) { names, name in
          if !names.contains(name) { names.append(name) }
        }
        guard !names.isEmpty else { continue }
        if !ways.commands(on: platform).isEmpty { names.append("menu bar") }
        var segment = "\(title.text) as \(names.joined(separator: " + "))"
        if let shortcut = Self.shortcut(ways, on: platform) { segment += ", \(shortcut)" }
        segments.append(segment)
      }
      lines.append("\(platform): \(segments.isEmpty ? "nothing read from the code" : segments.joined(separator: "; "))")
    }
    if let restoring = presentations.first(where: \.restoresFocus) {
      let assigned = restoring.onDismissAssignments.joined(separator: ", ")
      lines.append("# Read from the \(restoring.kind.rawValue)'s onDismiss, which sets \(assigned).")
      lines.append("Focus after dismiss: selected row")
    }
    self.lines = lines
  }

  /// The shortcut the code gives an action on `platform`: its controls' own, and on iPad and Mac
  /// its menu commands'.
  static func shortcut(_ ways: CodeWays, on platform: Platform) -> Shortcut? {
    for site in ways.sites(on: platform) {
      if let shortcut = site.shortcut.flatMap(CodeShortcuts.shortcut) { return shortcut }
    }
    for command in ways.commands(on: platform) {
      if let shortcut = command.shortcut.flatMap(CodeShortcuts.shortcut) { return shortcut }
    }
    return nil
  }

  /// What the presentations present, as paths name it, each once.
  static func presented(_ presentations: [SwiftPresentation]) -> [String] {
    var result: [String] = []
    for presentation in presentations {
      let word = presentation.kind == .popover ? "popover" : "sheet"
      if !result.contains(word) { result.append(word) }
    }
    return result
  }

  /// A code title as a contract can write it (without a trailing ellipsis), or nil when it holds
  /// what would break a line of the contract (`;`, `,`, `→`, `#`).
  static func actionName(_ text: SwiftText) -> String? {
    var name = text.displayText.trimmingBlanks()
    for ellipsis in ["…", "..."] where name.hasSuffix(ellipsis) { name = String(name.dropLast(ellipsis.count)) }
    name = name.trimmingBlanks()
    guard !name.isEmpty, !name.contains(where: { ";,→#:\n\r".contains($0) }), ListItem.fold(name) != "same" else {
      return nil
    }
    return name
  }

  /// The component as contract text: a comment saying where it comes from, its header and fields.
  var text: String {
    (["# From \(type), \(place)."] + [name] + lines).joined(separator: "\n") + "\n"
  }
}
