import SwiftSource

/// Drift of a `menu` block against the code's menu of the same title (after localization; a
/// `CommandGroup` placement stands in its standard menu, `.newItem` in File).
///
/// - A contract command that the code's menu lacks: when the code has it in another menu, that
///   menu is named; otherwise it counts only when the code's menu was read whole (every title a
///   literal, every type in it declared) and is not a standard menu (File, Edit, View, Window,
///   Help, Format, the app menu), whose system items the code never writes, unless Interface
///   Builder writes the whole menu.
/// - A contract command whose shortcut the code binds otherwise, or not at all (unless the code
///   computes it).
/// - A code command with a shortcut that no contract menu has, or whose contract line gives no
///   shortcut: information, on the first contract menu of that title.
///
/// A contract menu whose title no code menu has is not tied; only its commands that the code
/// has in one other menu are reported, in one finding.
enum MenuDrift {
  /// The standard menus, folded.
  static let standardMenus: Set<String> = ["app", "file", "edit", "view", "window", "help", "format"]

  /// The findings about `menu`, the menu block of `context`.
  static func findings(_ menu: Menu, context: BlockContext, code: AppCode) -> [Diagnostic] {
    let title = ListItem.fold(menu.title)
    // The application menu (`menu Leaf` with `App: Leaf`) is where `CommandGroup(after: .appInfo)` goes.
    let isApplicationMenu = ApplicationMenu.isApplicationMenu(menu, app: context.app)
    let codeMenu = code.commands(inMenu: title) + (isApplicationMenu ? code.commands(inMenu: "app") : [])
    guard !codeMenu.isEmpty else { return untied(menu, code: code) }
    let standard =
      (standardMenus.contains(title) || isApplicationMenu) && !codeMenu.allSatisfy { $0.origin == .interfaceBuilder }
    // A picker's options are not read (they are often made by a ForEach): its menu is not read whole.
    let readWhole =
      !standard && !code.menusWithUnreadContent.contains(title)
      && codeMenu.allSatisfy { AppCode.titleKey($0.title) != nil && $0.control != .picker }
    var result: [Diagnostic] = []
    for command in menu.commands {
      let key = AppCode.nameKey(command.name)
      let matches = codeMenu.filter { AppCode.titleKey($0.title) == key }
      if matches.isEmpty {
        let elsewhere = code.commands(titled: key).filter { !codeMenu.contains($0) }
        if let other = elsewhere.first {
          result.append(
            ContractDrift.diagnostic(
              "'\(menu.title) → \(command.name)' is in the code's menu '\(other.context.menuTitle ?? "?")', not in "
                + "its menu '\(menu.title)': move it in the code, or write it under that menu in the contract.",
              at: command.syntax.nameRange,
              related: elsewhere.prefix(8).map(related)
            )
          )
        } else if readWhole {
          result.append(
            ContractDrift.diagnostic(
              "'\(menu.title) → \(command.name)' is not in the code's menu '\(menu.title)' (nor in any other): add "
                + "the command to the code, or take it out of the contract.",
              at: command.syntax.nameRange,
              related: [
                RelatedLocation(
                  location: codeMenu[0].location.documentLocation,
                  message: "the code's menu '\(menu.title)' (its first command)"
                )
              ]
            )
          )
        }
        continue
      }
      result += shortcutFindings(command, of: menu, code: matches, app: code)
    }
    if isFirst(context, title: title) {
      result += uncontracted(codeMenu, menu: menu, context: context)
    }
    return result
  }

  /// The findings about the shortcut of `command`, whose code commands are `matches`.
  static func shortcutFindings(
    _ command: MenuCommand,
    of menu: Menu,
    code matches: [SwiftMenuCommand],
    app code: AppCode
  ) -> [Diagnostic] {
    let codeShortcuts = matches.compactMap { $0.shortcut.flatMap(CodeShortcuts.shortcut) }
    let name = "'\(menu.title) → \(command.name)'"
    guard let written = command.shortcut else {
      guard let first = codeShortcuts.first, let bound = matches.first(where: { $0.shortcut != nil }) else { return [] }
      return [
        ContractDrift.diagnostic(
          "The code binds \(first) to \(name); its contract line gives no shortcut: write '\(command.name): \(first)'.",
          at: command.syntax.nameRange,
          severity: .information,
          related: [related(bound)]
        )
      ]
    }
    guard let shortcut = written.shortcut, !codeShortcuts.contains(shortcut) else { return [] }
    if !codeShortcuts.isEmpty {
      let bound = codeShortcuts.map(\.description).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      return [
        ContractDrift.diagnostic(
          "\(name) is \(shortcut) in the contract and \(bound.joined(separator: " and ")) in the code: write one "
            + "shortcut in both.",
          at: written.range,
          related: matches.filter { $0.shortcut != nil }.prefix(8).map(related)
        )
      ]
    }
    guard !matches.contains(where: { code.unreadShortcuts.contains($0.location) }) else { return [] }
    return [
      ContractDrift.diagnostic(
        "\(name) is \(shortcut) in the contract, but the code's command has no shortcut: add "
          + "'.keyboardShortcut' to it, or take the shortcut out of the contract.",
        at: written.range,
        related: matches.prefix(8).map(related)
      )
    ]
  }

  /// Information about the code commands of the menu, with a shortcut, that no contract menu has.
  static func uncontracted(_ codeMenu: [SwiftMenuCommand], menu: Menu, context: BlockContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    var seen = Set<String>()
    for command in codeMenu {
      guard let key = AppCode.titleKey(command.title), let shortcut = command.shortcut.flatMap(CodeShortcuts.shortcut),
        seen.insert(key).inserted, !hasContractCommand(key, context: context)
      else { continue }
      let title = command.title!.displayText
      result.append(
        ContractDrift.diagnostic(
          "The code's menu '\(menu.title)' has '\(title)' (\(shortcut)), which no contract menu has: add "
            + "'\(title): \(shortcut)' to the menu.",
          at: menu.syntax.nameRange,
          severity: .information,
          related: [related(command)]
        )
      )
    }
    return result
  }

  /// Whether some contract menu of the app has a command named (folded as code titles are) `key`:
  /// the commands are keyed without their ellipsis (`Export…` is `export`).
  static func hasContractCommand(_ key: String, context: BlockContext) -> Bool {
    !context.workspace.commands(named: key).isEmpty
  }

  /// For a menu no code menu ties to: one finding naming the code's menu that holds its commands.
  static func untied(_ menu: Menu, code: AppCode) -> [Diagnostic] {
    var elsewhere: [SwiftMenuCommand] = []
    var names: [String] = []
    for command in menu.commands {
      let found = code.commands(titled: AppCode.nameKey(command.name))
      guard !found.isEmpty else { continue }
      elsewhere += found
      names.append(command.name)
    }
    guard let first = elsewhere.first else { return [] }
    var menus: [String] = []
    for command in elsewhere {
      if let title = command.context.menuTitle, !menus.contains(title) { menus.append(title) }
    }
    return [
      ContractDrift.diagnostic(
        "The code has no menu '\(menu.title)': \(ActionDrift.list(names.map { "'\($0)'" })) "
          + "\(names.count == 1 ? "is" : "are") in its menu \(ActionDrift.list(menus.map { "'\($0)'" })). Rename "
          + "the menu in the code or in the contract.",
        at: menu.syntax.nameRange,
        related: ([first] + elsewhere.dropFirst()).prefix(8).map(related)
      )
    ]
  }

  /// Whether `context`'s menu is the first contract menu titled `title` (by document, then block)
  /// that its app sees: the one information about uncontracted code commands goes to.
  static func isFirst(_ context: BlockContext, title: String) -> Bool {
    let menus = context.workspace.menus(titled: title)
    guard let first = menus.min(by: { ($0.document, $0.block) < ($1.document, $1.block) }) else { return true }
    return first.document == context.document && first.block == context.block
  }

  /// A code command as related information.
  static func related(_ command: SwiftMenuCommand) -> RelatedLocation {
    let title = command.title.map(\.displayText) ?? "a command"
    let shortcut = command.shortcut.flatMap(CodeShortcuts.shortcut).map { ", \($0)" } ?? ""
    return RelatedLocation(
      location: command.location.documentLocation,
      message: "'\(title)' in the code's menu '\(command.context.menuTitle ?? "?")'\(shortcut)"
    )
  }
}
