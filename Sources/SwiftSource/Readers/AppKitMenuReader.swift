/// Reads menu commands made in code: `NSMenuItem(title:action:keyEquivalent:)` and
/// `menu.addItem(withTitle:action:keyEquivalent:)`, with the changes to `keyEquivalent` and
/// `keyEquivalentModifierMask` written on the variable that holds the item (``MenuItemUses``),
/// in the `NSMenu(title:)` it is added to; and `UIKeyCommand`s (in a `UIMenu`). A change the
/// reader cannot read, or cannot tie to one item, leaves the item's shortcut unread; a change
/// written on an item the reader cannot tie to one the file makes (`menu.items[0].keyEquivalent`,
/// a loop's parameter) leaves every item of the file unread.
struct AppKitMenuReader {
  let reader: FactReader
  var menuCommands: [SwiftMenuCommand] = []
  /// The items whose shortcut cannot be read (``MenuItemUses/isUnread(of:initialKey:)``): where
  /// they are made.
  var unreadShortcuts: [SwiftLocation] = []
  /// The menu item variables of each scope read (a function's body, or the file).
  private var usesByScope: [Range<Int>: MenuItemUses] = [:]
  /// Whether the file writes a key or mask on an item it cannot tie to one it makes, once read.
  private var untiedChangeInFile: Bool?

  /// AppKit's `NSEvent.ModifierFlags` names.
  static let modifierFlags: [String: SwiftModifierKey] = [
    "command": .command, "shift": .shift, "option": .option, "control": .control, "capsLock": .capsLock,
    "function": .function, "numericPad": .numericPad,
  ]

  /// `UIKeyCommand`'s named inputs.
  static let keyCommandInputs: [String: String] = [
    "inputUpArrow": "upArrow", "inputDownArrow": "downArrow", "inputLeftArrow": "leftArrow",
    "inputRightArrow": "rightArrow", "inputEscape": "escape", "inputDelete": "delete", "inputPageUp": "pageUp",
    "inputPageDown": "pageDown", "inputHome": "home", "inputEnd": "end",
  ]

  init(reader: FactReader) {
    self.reader = reader
    let structure = reader.structure
    for index in structure.calls.indices where !reader.inPreview[index] {
      let call = structure.calls[index]
      if Self.makesMenuItem(call, in: structure) {
        readMenuItem(index, call, titleLabel: call.isMember ? "withTitle" : "title")
      } else if !call.isMember, call.name == "UIKeyCommand" {
        readKeyCommand(index, call)
      }
    }
  }

  /// Whether `call` makes a menu item that is read: `NSMenuItem(title:action:keyEquivalent:)`,
  /// `menu.addItem(withTitle:action:keyEquivalent:)` or `menu.insertItem(withTitle:…)`.
  static func makesMenuItem(_ call: SwiftCall, in structure: SwiftStructure) -> Bool {
    if call.isMember {
      return (call.name == "addItem" || call.name == "insertItem") && structure.argument("withTitle", of: call) != nil
    }
    return call.name == "NSMenuItem" && structure.argument("title", of: call) != nil
  }

  /// Whether the file writes a key or mask on an item it cannot tie to one it makes
  /// (``MenuItemUses/hasUntiedChange``), read once over the whole file.
  private mutating func fileHasUntiedChange() -> Bool {
    if let known = untiedChangeInFile { return known }
    let untied = itemUses(in: 0..<reader.tokens.count).hasUntiedChange
    untiedChangeInFile = untied
    return untied
  }

  private mutating func readMenuItem(_ index: Int, _ call: SwiftCall, titleLabel: String) {
    let structure = reader.structure
    var title = structure.argument(titleLabel, of: call).map { reader.text(of: $0) }
    if title?.source == .literal { title?.source = .verbatim }
    let uses = itemUses(in: scope(of: call))
    let binding = uses.variables.binding(ofCall: index)
    var shortcut: SwiftShortcut?
    let initialKey = initialKey(of: call)
    // A change the reader cannot tie to one item may be to this one: its shortcut is not read.
    let untied = fileHasUntiedChange()
    if untied || uses.isUnread(of: binding, initialKey: initialKey) {
      unreadShortcuts.append(reader.location(call.range))
    }
    if !untied, let read = uses.shortcut(of: binding, initialKey: initialKey) {
      shortcut = SwiftShortcut(
        key: read.key,
        modifiers: read.modifiers,
        modifiersWritten: read.modifiersWritten,
        form: .menuItem,
        sourceText: reader.structure.file.text(in: call.range)
      )
    }
    var adder: SwiftCall?
    if call.isMember {
      adder = call
    } else if let parent = call.parent, ["addItem", "insertItem"].contains(reader.calls[parent].name) {
      adder = reader.calls[parent]
    } else if let binding, let first = uses.adders[binding].first {
      adder = reader.calls[first]
    }
    let menu = adder.flatMap { menuTitle(addedBy: $0) }
    menuCommands.append(
      SwiftMenuCommand(
        context: SwiftMenuContext(menu: menu, placement: nil),
        title: title,
        shortcut: shortcut,
        control: .menuItem,
        origin: .code,
        declaringType: reader.typeName(call.owner),
        via: [],
        platforms: reader.platforms(call.range),
        location: reader.location(call.range)
      )
    )
  }

  /// The key an item is made with: its `keyEquivalent:` argument (none when missing or `""`),
  /// unread when not a one-character literal.
  func initialKey(of call: SwiftCall) -> MenuItemChange {
    guard let argument = reader.structure.argument("keyEquivalent", of: call) else { return .setKey(nil) }
    guard let literal = reader.literals.literal(argument.tokens), !literal.isInterpolated else { return .unread }
    if literal.text.isEmpty { return .setKey(nil) }
    return ShortcutReader.key(forCharacter: literal.text).map(MenuItemChange.setKey) ?? .unread
  }

  /// The uses of the menu item variables of `scope`, read once per scope.
  mutating func itemUses(in scope: Range<Int>) -> MenuItemUses {
    if let uses = usesByScope[scope] { return uses }
    let uses = MenuItemUses(variables: MenuItemVariables(reader: reader, scope: scope))
    usesByScope[scope] = uses
    return uses
  }

  private mutating func readKeyCommand(_ index: Int, _ call: SwiftCall) {
    let structure = reader.structure
    guard let input = structure.argument("input", of: call) else { return }
    var key: SwiftShortcutKey?
    if let literal = reader.literals.literal(input.tokens), !literal.isInterpolated {
      key = ShortcutReader.key(forCharacter: literal.text)
    } else if let member = reader.memberName(input.tokens) {
      if let name = Self.keyCommandInputs[member] {
        key = .named(name)
      } else if member.hasPrefix("f"), let number = Int(member.dropFirst()), (1...20).contains(number) {
        key = .named(member)
      }
    }
    var modifiers: [SwiftModifierKey] = []
    var written = false
    if let flags = structure.argument("modifierFlags", of: call) {
      guard let read = ShortcutReader(reader: reader).modifiers(flags.tokens, names: ShortcutReader.keyModifierFlags)
      else { return }
      modifiers = read
      written = true
    }
    let title = (structure.argument("title", of: call) ?? structure.argument("discoverabilityTitle", of: call))
      .map { reader.text(of: $0) }
    var menu: SwiftText?
    if let parent = call.parent, reader.calls[parent].name == "UIMenu",
      let menuTitle = structure.argument("title", of: reader.calls[parent])
    {
      menu = reader.text(of: menuTitle)
    }
    menuCommands.append(
      SwiftMenuCommand(
        context: SwiftMenuContext(menu: menu, placement: nil),
        title: title,
        shortcut: key.map {
          SwiftShortcut(
            key: $0,
            modifiers: modifiers,
            modifiersWritten: written,
            form: .keyCommand,
            sourceText: reader.structure.file.text(in: call.range)
          )
        },
        control: .keyCommand,
        origin: .code,
        declaringType: reader.typeName(call.owner),
        via: [],
        platforms: reader.platforms(call.range),
        location: reader.location(call.range)
      )
    )
  }

  /// The body of the function around `call`, or the whole file.
  func scope(of call: SwiftCall) -> Range<Int> {
    if let member = call.member, let body = reader.structure.members[member].bodyTokens { return body }
    return 0..<reader.tokens.count
  }

  /// The title of the `NSMenu(title:)` that `adder` (`menu.addItem(…)`, `menu.insertItem(…)`)
  /// adds to: the menu its receiver variable holds there (see ``MenuItemVariables``), or a
  /// property of that name made by `NSMenu(title:)`.
  mutating func menuTitle(addedBy adder: SwiftCall) -> SwiftText? {
    let structure = reader.structure
    guard let receiver = adder.receiverTokens, receiver.count == 1,
      structure.tokens[receiver.lowerBound].kind == .identifier
    else { return nil }
    let menuVariable = structure.text(of: receiver.lowerBound)
    let scope = scope(of: adder)
    let variables = itemUses(in: scope).variables
    switch variables.holder(of: menuVariable, at: receiver.lowerBound) {
    case .binding(let binding):
      return variables.bindings[binding].value.flatMap(menuTitle(madeBy:))
    case .ambiguous:
      return nil
    case .none:
      for member in structure.members where member.name == menuVariable && !member.isLocal {
        if let initializer = member.initializerTokens { return menuTitle(madeBy: initializer) }
      }
      return nil
    }
  }

  /// The title of the `NSMenu(title:)` call spanning `tokens`.
  func menuTitle(madeBy tokens: Range<Int>) -> SwiftText? {
    guard let menuCall = reader.call(spanning: tokens), reader.calls[menuCall].name == "NSMenu",
      let title = reader.structure.argument("title", of: reader.calls[menuCall])
    else { return nil }
    var text = reader.text(of: title)
    if text.source == .literal { text.source = .verbatim }
    return text
  }
}
