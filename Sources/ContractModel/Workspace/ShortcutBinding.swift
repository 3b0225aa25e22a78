/// A shortcut bound to an action or menu command on one platform.
public struct ShortcutBinding: Sendable, Hashable {
  /// The normalised shortcut.
  public var shortcut: Shortcut
  /// The platform it is bound on.
  public var platform: Platform
  /// The action or command it triggers, as written (the component's name when a segment without
  /// a subject binds it in a component without a primary action).
  public private(set) var target: String
  /// The component that binds it, or nil for a menu command.
  public var component: String?
  /// The menu that binds it, for a menu command.
  public var menu: String?
  /// The document that binds it.
  public var document: String
  /// The block that binds it: ``range`` and ``tokenRange`` are relative to it.
  public var block: BlockID
  /// That document's `App`.
  public private(set) var app: String?
  /// Where the binding is reported: the token, or the platform's own line when `same` inherited it.
  public var range: SourceRange
  /// Where the token is written (in another line when `same` inherited it).
  public var tokenRange: SourceRange
  /// For a shortcut in a segment without a subject, the segment's text (`Pressing ⌘W closes the
  /// window`), or, in a piece of a segment that starts with another action's name, the piece's
  /// text (`Zoom Out ⌘-`): what it says the shortcut does.
  public var context: String?
  /// ``target`` folded (see ``ListItem/fold(_:)``): what conflicts compare, folded once.
  public let targetKey: String
  /// ``app`` folded.
  public private(set) var appKey: String?
  /// The name of the binding's block (its component, or `menu` and its title): with the document,
  /// the order conflicts list bindings in, whatever order the workspace was built in.
  public let blockName: String
  /// The binding's place among its block's bindings, in the order they are written (by where
  /// they are reported, then platform): after the document and the block's name, the order
  /// conflicts list bindings in. Unlike an offset, typing before a binding leaves it as it is.
  public internal(set) var rank = 0

  /// A binding of `shortcut` on `platform` to `target`, made by `component` or `menu` of `document`.
  public init(
    shortcut: Shortcut,
    platform: Platform,
    target: String,
    component: String?,
    menu: String?,
    document: String,
    block: BlockID,
    app: String?,
    range: SourceRange,
    tokenRange: SourceRange,
    context: String? = nil
  ) {
    self.init(
      shortcut,
      on: platform,
      to: target,
      targetKey: ListItem.fold(target),
      in: BlockBindings.Shared(component: component, menu: menu, document: document, block: block, app: app),
      range: range,
      tokenRange: tokenRange,
      context: context
    )
  }

  /// A binding of `shortcut` on `platform` to `target` (folded already: `targetKey`) like
  /// `block`'s others: the same component or menu, document, block, app and block name, each
  /// folded or made once for all of a block's bindings (a menu binds dozens).
  init(
    _ shortcut: Shortcut,
    on platform: Platform,
    to target: String,
    targetKey: String,
    in block: BlockBindings.Shared,
    range: SourceRange,
    tokenRange: SourceRange,
    context: String? = nil
  ) {
    self.shortcut = shortcut
    self.platform = platform
    self.target = target
    self.targetKey = targetKey
    component = block.component
    menu = block.menu
    document = block.document
    self.block = block.block
    app = block.app
    appKey = block.appKey
    blockName = block.name
    self.range = range
    self.tokenRange = tokenRange
    self.context = context
  }

  /// Moves the binding to a document whose `App` is now `app`, `appKey` folded (folded once by
  /// the caller for every binding of the document: a 10,000-line contract has thousands).
  mutating func move(toApp app: String?, appKey: String?) {
    self.app = app
    self.appKey = appKey
  }

  /// What conflict checks see of the binding: all but the block it stands in and its app (which
  /// files see it follows from the documents' apps), nor where it is written in its block (its
  /// ``rank`` orders the listed conflicts).
  var content: Int {
    var hasher = Hasher()
    hasher.combine(target)
    hasher.combine(component)
    hasher.combine(menu)
    hasher.combine(document)
    hasher.combine(rank)
    hasher.combine(context)
    return hasher.finalize()
  }

  /// Whether the binding is `other` but for its block and offsets: what a conflict group orders
  /// and counts it by, and what its findings say, are the same.
  func isSame(asMovedFrom other: ShortcutBinding) -> Bool {
    rank == other.rank && platform == other.platform && shortcut == other.shortcut && target == other.target
      && component == other.component && menu == other.menu && document == other.document && app == other.app
      && context == other.context && appKey == other.appKey
  }

  /// Where the binding is reported, anchored to its block.
  public var location: DocumentLocation { DocumentLocation(document: document, range: range, block: block) }

  /// How the binding's place is named in messages, whatever the platform: `'Reorder' in
  /// OrderRow` or `Order → Reorder`.
  public var placeLabel: String {
    if let menu { return "\(menu) → \(target)" }
    if target == component { return target }
    return "'\(target)' in \(component ?? "?")"
  }

  /// How the binding is named in messages: `'Reorder' in OrderRow on Mac` or `Order → Reorder`.
  public var label: String {
    if let menu { return "\(menu) → \(target)" }
    if target == component { return "\(target) on \(platform)" }
    return "'\(target)' in \(component ?? "?") on \(platform)"
  }
}

/// The bindings one block makes.
enum BlockBindings {
  /// What every binding of one block shares.
  struct Shared {
    let component: String?
    let menu: String?
    let document: String
    let block: BlockID
    let app: String?
    let appKey: String?
    /// The component's name, or `menu` and the menu's title.
    let name: String

    init(component: String?, menu: String?, document: String, block: BlockID, app: String?) {
      self.component = component
      self.menu = menu
      self.document = document
      self.block = block
      self.app = app
      appKey = app.map(ListItem.fold)
      name = component ?? "menu " + (menu ?? "")
    }
  }

  /// The bindings of `content` (a component's paths on the file's targets, a menu's commands on the
  /// targeted ones of iPad and Mac), anchored to `block` of `document`.
  static func of(
    _ content: BlockContent,
    targets: [Platform],
    app: String?,
    document: String,
    block: BlockID
  ) -> [ShortcutBinding] {
    var bindings: [ShortcutBinding]
    switch content {
    case .component(let component):
      bindings = of(component, targets: targets, app: app, document: document, block: block)
    case .menu(let menu): bindings = of(menu, targets: targets, app: app, document: document, block: block)
    case .header, .catalog: return []
    }
    let order = bindings.indices.sorted {
      (bindings[$0].range.start, bindings[$0].platform.order) < (bindings[$1].range.start, bindings[$1].platform.order)
    }
    for (rank, index) in order.enumerated() { bindings[index].rank = rank }
    return bindings
  }

  /// A component's bindings: path shortcuts on their platform, bound to the segment's subject, or
  /// (a segment without a subject) the first primary action, or the component itself when it has
  /// none: every written shortcut is checked.
  static func of(
    _ component: Component,
    targets: [Platform],
    app: String?,
    document: String,
    block: BlockID
  ) -> [ShortcutBinding] {
    var result: [ShortcutBinding] = []
    let shared = Shared(component: component.name, menu: nil, document: document, block: block, app: app)
    let primary = component.primaryActions.first ?? component.name
    // The component's actions as a table, made when a segment first needs it.
    var names: ActionNameTable?
    for platform in Platform.allCases where targets.contains(platform) {
      guard let path = component.paths[platform] else { continue }
      for segment in path.segments {
        let target = segment.subject ?? primary
        var targetKey: String?
        // What is written beside a shortcut in a piece that names another action (`Zoom Out ⌘-`
        // in `Zoom In ⌘= and Zoom Out ⌘-`): the shortcut still reaches the subject (one finding,
        // `action-unreachable`'s), but the piece says what it does.
        var otherActionPieces: [PathPiece] = []
        if segment.subject != nil, segment.pieces.count > 1, !segment.shortcuts.isEmpty {
          let table = names ?? ActionNameTable(names: component.actions.map(\.name))
          names = table
          otherActionPieces = segment.piecesNamingOtherActions(table).map { segment.pieces[$0.index] }
        }
        for use in segment.shortcuts {
          guard let shortcut = use.shortcut else { continue }
          let key = targetKey ?? ListItem.fold(target)
          targetKey = key
          let context =
            segment.subject == nil
            ? segment.text : otherActionPieces.first { $0.range.contains(use.range.start) }?.text
          result.append(
            ShortcutBinding(
              shortcut,
              on: platform,
              to: target,
              targetKey: key,
              in: shared,
              range: segment.inheritedFrom == nil ? use.range : path.reportRange,
              tokenRange: use.range,
              context: context
            )
          )
        }
      }
    }
    return result
  }

  /// A menu's bindings: each command's shortcut on the platforms whose menu bar it stands in.
  static func of(
    _ menu: Menu,
    targets: [Platform],
    app: String?,
    document: String,
    block: BlockID
  ) -> [ShortcutBinding] {
    var result: [ShortcutBinding] = []
    let shared = Shared(component: nil, menu: menu.title, document: document, block: block, app: app)
    let menuPlatforms = MenuPlatforms.of(targets: targets)
    for command in menu.commands {
      guard let use = command.shortcut, let shortcut = use.shortcut else { continue }
      let targetKey = ListItem.fold(command.name)
      for platform in ApplicationMenu.platforms(of: command, in: menu, app: app, menuPlatforms: menuPlatforms) {
        result.append(
          ShortcutBinding(
            shortcut,
            on: platform,
            to: command.name,
            targetKey: targetKey,
            in: shared,
            range: use.range,
            tokenRange: use.range
          )
        )
      }
    }
    return result
  }
}

/// The platforms whose menu bar a file's menus stand in.
enum MenuPlatforms {
  /// iPad and Mac, less those the file does not target.
  static func of(targets: [Platform]) -> [Platform] { [Platform.iPad, .mac].filter(targets.contains) }
}
