/// A shortcut bound to an action or menu command on one platform.
public struct ShortcutBinding: Sendable, Hashable {
  /// The normalised shortcut.
  public var shortcut: Shortcut
  /// The platform it is bound on.
  public var platform: Platform
  /// The action or command it triggers, as written.
  public private(set) var target: String
  /// The component that binds it, or nil for a menu command.
  public var component: String?
  /// The menu that binds it, for a menu command.
  public var menu: String?
  /// The document that binds it.
  public var document: String
  /// That document's `App`.
  public private(set) var app: String?
  /// Where the binding is reported: the token, or the platform's own line when `same` inherited it.
  public var range: SourceRange
  /// Where the token is written (in another line when `same` inherited it).
  public var tokenRange: SourceRange
  /// ``target`` folded (see ``ListItem/fold(_:)``): what conflicts compare, folded once.
  public let targetKey: String
  /// ``app`` folded.
  public let appKey: String?
  /// For a shortcut in a segment without a subject, the segment's text (`Pressing ⌘W closes the
  /// window`): what it says the shortcut does.
  public var context: String?

  /// A binding of `shortcut` on `platform` to `target`, made by `component` or `menu` of `document`.
  public init(
    shortcut: Shortcut,
    platform: Platform,
    target: String,
    component: String?,
    menu: String?,
    document: String,
    app: String?,
    range: SourceRange,
    tokenRange: SourceRange,
    context: String? = nil
  ) {
    self.context = context
    self.shortcut = shortcut
    self.platform = platform
    self.target = target
    self.component = component
    self.menu = menu
    self.document = document
    self.app = app
    self.range = range
    self.tokenRange = tokenRange
    targetKey = ListItem.fold(target)
    appKey = app.map(ListItem.fold)
  }

  /// Whether the binding is `other` moved: the same in everything but its ranges.
  public func differsOnlyInPlace(from other: ShortcutBinding) -> Bool {
    shortcut == other.shortcut && platform == other.platform && target == other.target
      && component == other.component && menu == other.menu && document == other.document && app == other.app
      && context == other.context
  }

  /// How the binding's place is named in messages, whatever the platform: `'Reorder' in
  /// OrderRow` or `Order → Reorder`.
  public var placeLabel: String {
    if let menu { return "\(menu) → \(target)" }
    if target == component { return target }
    return "'\(target)' in \(component ?? "?")"
  }

  /// How the binding is named in messages: `Reorder (OrderRow, Mac)` or `Order → Reorder`.
  public var label: String {
    if let menu { return "\(menu) → \(target)" }
    if target == component { return "\(target) on \(platform)" }
    return "'\(target)' in \(component ?? "?") on \(platform)"
  }
}

extension ContractDocument {
  /// Every shortcut binding the document makes: path shortcuts on their platform (bound to the
  /// segment's subject, or the first primary action), menu commands on Mac and iPad.
  public var shortcutBindings: [ShortcutBinding] { shortcutBindings(components: components, menus: menus) }

  /// The bindings of this document, read incrementally after `edit` (its first block starting
  /// at `start` in the text before), given `old`, the bindings before the edit: those of the
  /// components before the edit are kept, those after it moved, those of the blocks read again
  /// found again, and the menus' found again (their block is never one the edit read again).
  func shortcutBindings(after edit: TreeEdit, from start: Int, old: [ShortcutBinding]) -> [ShortcutBinding] {
    // Components' bindings come first, in the components' order, then the menus'.
    let componentCount = old.firstIndex { $0.component == nil } ?? old.count
    let kept = old[..<componentCount].prefix { $0.range.start < start }
    let tailStart = old[..<componentCount].firstIndex { $0.range.start >= edit.oldTailOffset } ?? componentCount
    let newTail = edit.oldTailOffset == .max ? Int.max : edit.oldTailOffset + edit.shift.bytes
    let read = components.filter { (start..<newTail).contains($0.syntax.headerRange.start) }
    var moved = Array(old[tailStart..<componentCount])
    for index in moved.indices {
      moved[index].range.shift(by: edit.shift)
      moved[index].tokenRange.shift(by: edit.shift)
    }
    var result = Array(kept)
    result += shortcutBindings(components: read, menus: [])
    result += moved
    result += shortcutBindings(components: [], menus: menus)
    return result
  }

  /// The shortcut bindings `components` and `menus` (of this document) make.
  func shortcutBindings(components: [Component], menus: [Menu]) -> [ShortcutBinding] {
    var result: [ShortcutBinding] = []
    let menuPlatforms = menuPlatforms
    let targets = declaredPlatforms ?? Platform.allCases
    for component in components {
      // A shortcut in a segment without a subject triggers the first primary action, or, when
      // there is none, the component itself: checked like every other shortcut.
      let primary = component.primaryActions.first ?? component.name
      for platform in targets {
        guard let path = component.paths[platform] else { continue }
        for segment in path.segments {
          let target = segment.subject ?? primary
          for use in segment.shortcuts {
            guard let shortcut = use.shortcut else { continue }
            result.append(
              ShortcutBinding(
                shortcut: shortcut,
                platform: platform,
                target: target,
                component: component.name,
                menu: nil,
                document: key,
                app: app,
                range: segment.inheritedFrom == nil ? use.range : path.reportRange,
                tokenRange: use.range,
                context: segment.subject == nil ? segment.text : nil
              )
            )
          }
        }
      }
    }
    for menu in menus {
      for command in menu.commands {
        guard let use = command.shortcut, let shortcut = use.shortcut else { continue }
        for platform in ApplicationMenu.platforms(of: command, in: menu, app: app, menuPlatforms: menuPlatforms) {
          result.append(
            ShortcutBinding(
              shortcut: shortcut,
              platform: platform,
              target: command.name,
              component: nil,
              menu: menu.title,
              document: key,
              app: app,
              range: use.range,
              tokenRange: use.range
            )
          )
        }
      }
    }
    return result
  }

  /// The platforms whose menu bar this file's menus stand in: iPad and Mac, less those its
  /// `Platforms` leaves out.
  public var menuPlatforms: [Platform] {
    [Platform.iPad, .mac].filter { declaredPlatforms?.contains($0) ?? true }
  }
}
