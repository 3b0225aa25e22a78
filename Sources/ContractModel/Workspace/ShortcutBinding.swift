/// A shortcut bound to an action or menu command on one platform.
///
/// Held as two references and its rank: what the binding itself says (``Values``, never changed
/// once made) and what its block's bindings share (``BindingPlace``). Rules, conflict groups and
/// indexes copy bindings wherever they go through them; inline, each copy was a dozen retains.
public struct ShortcutBinding: Sendable, Hashable {
  /// What the binding says, apart from its block.
  private struct Values: Sendable, Hashable {
    var shortcut: Shortcut
    var platform: Platform
    var target: String
    var targetKey: String
    var range: SourceRange
    var tokenRange: SourceRange
    var context: String?
  }

  private var values: ValueBox<Values>
  /// The normalised shortcut.
  public var shortcut: Shortcut { values.value.shortcut }
  /// The platform it is bound on.
  public var platform: Platform { values.value.platform }
  /// The action or command it triggers, as written (the component's name when a segment without
  /// a subject binds it in a component without a primary action).
  public var target: String { values.value.target }
  /// The component that binds it, or nil for a menu command.
  public var component: String? { place.component }
  /// The menu that binds it, for a menu command.
  public var menu: String? { place.menu }
  /// The document that binds it.
  public var document: String { place.document }
  /// The block that binds it: ``range`` and ``tokenRange`` are relative to it.
  public var block: BlockID { place.block }
  /// That document's `App`.
  public var app: String? { place.app }
  /// Where the binding is reported: the token, or the platform's own line when `same` inherited it.
  public var range: SourceRange { values.value.range }
  /// Where the token is written (in another line when `same` inherited it).
  public var tokenRange: SourceRange { values.value.tokenRange }
  /// For a shortcut in a segment without a subject, the segment's text (`Pressing ⌘W closes the
  /// window`), or, in a piece of a segment that starts with another action's name, the piece's
  /// text (`Zoom Out ⌘-`): what it says the shortcut does.
  public var context: String? { values.value.context }
  /// ``target`` folded (see ``ListItem/fold(_:)``): what conflicts compare, folded once.
  public var targetKey: String { values.value.targetKey }
  /// ``app`` folded.
  public var appKey: String? { place.appKey }
  /// The name of the binding's block (its component, or `menu` and its title): with the document,
  /// the order conflicts list bindings in, whatever order the workspace was built in.
  public var blockName: String { place.name }
  /// The binding's place among its block's bindings, in the order they are written (by where
  /// they are reported, then platform): after the document and the block's name, the order
  /// conflicts list bindings in. Unlike an offset, typing before a binding leaves it as it is.
  public internal(set) var rank = 0
  /// What every binding of its block shares (component or menu, document, block, app).
  private var place: BindingPlace

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
      in: BindingPlace(component: component, menu: menu, document: document, block: block, app: app),
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
    in place: BindingPlace,
    range: SourceRange,
    tokenRange: SourceRange,
    context: String? = nil
  ) {
    values = ValueBox(
      Values(
        shortcut: shortcut,
        platform: platform,
        target: target,
        targetKey: targetKey,
        range: range,
        tokenRange: tokenRange,
        context: context
      )
    )
    self.place = place
  }

  /// The binding with ``range`` and ``tokenRange`` made by `transform` (from its block's offsets to
  /// its document's).
  func withRanges(_ transform: (SourceRange) -> SourceRange) -> ShortcutBinding {
    var values = values.value
    values.range = transform(values.range)
    values.tokenRange = transform(values.tokenRange)
    var binding = self
    binding.values = ValueBox(values)
    return binding
  }

  /// Moves `bindings` to a document whose `App` is now `app`, `appKey` folded (folded once by the
  /// caller for every binding of the document: a 10,000-line contract has thousands). Bindings
  /// that shared a place share the moved one: a block's is made once.
  static func move(_ bindings: inout [ShortcutBinding], toApp app: String?, appKey: String?) {
    var moved: [(from: BindingPlace, to: BindingPlace)] = []
    for index in bindings.indices {
      let from = bindings[index].place
      if let known = moved.first(where: { $0.from === from }) {
        bindings[index].place = known.to
      } else {
        let to = from.moved(toApp: app, appKey: appKey)
        moved.append((from, to))
        bindings[index].place = to
      }
    }
  }

  /// Moves the binding where `moved`, a binding of the same block, was moved (to its app).
  mutating func move(like moved: ShortcutBinding) {
    place = moved.place
  }

  /// What conflict checks see of the binding: all but the block it stands in and its app (which
  /// files see it follows from the documents' apps), nor where it is written in its block (its
  /// ``rank`` orders the listed conflicts). `documentHash` is its document's hash value, made once
  /// for all the bindings of a block.
  func content(documentHash: Int) -> Int {
    var hasher = Hasher()
    hasher.combine(target)
    hasher.combine(component)
    hasher.combine(menu)
    hasher.combine(documentHash)
    hasher.combine(rank)
    hasher.combine(context)
    return hasher.finalize()
  }

  /// Whether the binding is `other` but for its block and offsets: what a conflict group orders
  /// and counts it by, and what its findings say, are the same.
  func isSame(asMovedFrom other: ShortcutBinding) -> Bool {
    rank == other.rank && platform == other.platform && shortcut == other.shortcut && target == other.target
      && context == other.context && place.isSame(asMovedFrom: other.place)
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
    let shared = BindingPlace(component: component.name, menu: nil, document: document, block: block, app: app)
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
    let shared = BindingPlace(component: nil, menu: menu.title, document: document, block: block, app: app)
    let menuPlatforms = MenuPlatforms.of(targets: targets)
    let isApplicationMenu = ApplicationMenu.isApplicationMenu(menu, app: app)
    for command in menu.commands {
      guard let use = command.shortcut, let shortcut = use.shortcut else { continue }
      let targetKey = ListItem.fold(command.name)
      let platforms = ApplicationMenu.platforms(
        of: command,
        app: app,
        inApplicationMenu: isApplicationMenu,
        menuPlatforms: menuPlatforms
      )
      for platform in platforms {
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
