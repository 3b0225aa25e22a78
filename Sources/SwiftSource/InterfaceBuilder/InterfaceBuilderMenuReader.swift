/// Reads the menu items of a storyboard or xib: each `menuItem`'s `title`, `keyEquivalent` and
/// `keyEquivalentModifierMask` (its `modifierMask` child; absent, Command), and the titles of
/// the `menu`s around it (the main menu bar itself left out). Items of a menu outside the main
/// menu (a view's `menu`: a context menu) are action sites, not commands. Items that open a
/// submenu, separators, and the options of pop-up buttons are neither. A command's binding keeps
/// the action it sends (its `action` connection's selector and target).
public enum InterfaceBuilderMenuReader {
  /// The modifier attributes of a `modifierMask` element.
  static let maskAttributes: [(String, SwiftModifierKey)] = [
    ("control", .control), ("option", .option), ("shift", .shift), ("command", .command),
    ("function", .function), ("numericPad", .numericPad),
  ]

  /// Elements whose menus are a control's options, not commands.
  static let optionHolders: Set<String> = ["popUpButtonCell", "popUpButton", "comboBoxCell", "segmentedCell"]

  /// The menu commands (and their shortcuts) of the Interface Builder file `bytes` at `path`.
  public static func read(path: String, bytes: [UInt8]) -> SwiftFacts {
    var facts = SwiftFacts(path: path)
    struct OpenItem {
      var attributes: [String: String]
      var range: Range<Int>
      var mask: [SwiftModifierKey]?
      /// The `modifierMask` element's attributes set to `YES`, as the XML writes them.
      var maskText: String?
      var hasSubmenu = false
      /// The `action` connection: `selector` to `target` (`hide:` to the First Responder's id).
      var action: String?
    }
    var menus: [(title: String?, isMain: Bool)] = []
    var items: [OpenItem] = []
    var elements: [String] = []
    func finish(_ item: OpenItem, end: Int) {
      guard !item.hasSubmenu, item.attributes["isSeparatorItem"] != "YES",
        !elements.contains(where: optionHolders.contains)
      else { return }
      let range = item.range.lowerBound..<end
      let title = item.attributes["title"].map {
        SwiftText(source: .verbatim, text: $0, literalParts: [$0], interpolations: [], range: item.range)
      }
      var shortcut: SwiftShortcut?
      if let equivalent = item.attributes["keyEquivalent"], !equivalent.isEmpty,
        let key = ShortcutReader.key(forCharacter: equivalent)
      {
        shortcut = SwiftShortcut(
          key: key,
          modifiers: item.mask ?? [.command],
          modifiersWritten: item.mask != nil,
          form: .interfaceBuilder,
          sourceText: "keyEquivalent=\"\(equivalent)\""
            + (item.maskText.map { " keyEquivalentModifierMask(\($0))" } ?? "")
        )
      }
      let names = menus.filter { !$0.isMain }.compactMap(\.title)
      let texts = names.map {
        SwiftText(source: .verbatim, text: $0, literalParts: [$0], interpolations: [], range: range)
      }
      let context = SwiftMenuContext(menu: texts.first, placement: nil, submenus: Array(texts.dropFirst()))
      let location = SwiftLocation(path: path, range: range)
      guard menus.contains(where: \.isMain) else {
        facts.actionSites.append(
          SwiftActionSite(
            title: title,
            mechanism: .contextMenu,
            control: .menuItem,
            shortcut: shortcut,
            submenus: texts,
            enclosingType: nil,
            platforms: .macOS,
            location: location
          )
        )
        return
      }
      facts.menuCommands.append(
        SwiftMenuCommand(
          context: context,
          title: title,
          shortcut: shortcut,
          control: .menuItem,
          origin: .interfaceBuilder,
          declaringType: nil,
          via: [],
          platforms: .macOS,
          location: location
        )
      )
      if let shortcut {
        facts.shortcuts.append(
          SwiftShortcutBinding(
            shortcut: shortcut,
            title: title,
            control: .menuItem,
            enclosingType: nil,
            platforms: .macOS,
            location: location,
            action: item.action
          )
        )
      }
    }
    for event in XMLScanner.events(bytes) {
      switch event {
      case .start(let name, let attributes, let range, let selfClosing):
        switch name {
        case "menu":
          if !items.isEmpty { items[items.count - 1].hasSubmenu = true }
          if !selfClosing { menus.append((attributes["title"], attributes["systemMenu"] == "main")) }
        case "menuItem":
          let item = OpenItem(attributes: attributes, range: range)
          if selfClosing { finish(item, end: range.upperBound) } else { items.append(item) }
        case "action" where !items.isEmpty:
          if let selector = attributes["selector"] {
            items[items.count - 1].action = selector + " to " + (attributes["target"] ?? "")
          }
        case "modifierMask" where attributes["key"] == "keyEquivalentModifierMask" && !items.isEmpty:
          items[items.count - 1].mask = maskAttributes.compactMap { attributes[$0.0] == "YES" ? $0.1 : nil }
          items[items.count - 1].maskText = attributes.keys.sorted().filter { attributes[$0] == "YES" }
            .joined(separator: " ")
        default:
          break
        }
        if !selfClosing { elements.append(name) }
      case .end(let name, let range):
        guard let open = elements.lastIndex(of: name) else { continue }
        for closed in elements[open...].reversed() {
          if closed == "menuItem", let item = items.popLast() { finish(item, end: range.upperBound) }
          if closed == "menu", !menus.isEmpty { menus.removeLast() }
        }
        elements.removeSubrange(open...)
      }
    }
    return facts
  }
}
