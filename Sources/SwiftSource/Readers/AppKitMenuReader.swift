/// Reads menu commands made in code: `NSMenuItem(title:action:keyEquivalent:)` (with a
/// `keyEquivalentModifierMask` set on the same variable in the same function),
/// `menu.addItem(withTitle:action:keyEquivalent:)`, and `UIKeyCommand`s (in a `UIMenu`).
struct AppKitMenuReader {
  let reader: FactReader
  var menuCommands: [SwiftMenuCommand] = []

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
      switch (call.isMember, call.name) {
      case (false, "NSMenuItem") where structure.argument("title", of: call) != nil:
        readMenuItem(index, call, titleLabel: "title")
      case (true, "addItem"), (true, "insertItem"):
        if structure.argument("withTitle", of: call) != nil { readMenuItem(index, call, titleLabel: "withTitle") }
      case (false, "UIKeyCommand"):
        readKeyCommand(index, call)
      default:
        break
      }
    }
  }

  private mutating func readMenuItem(_ index: Int, _ call: SwiftCall, titleLabel: String) {
    let structure = reader.structure
    var title = structure.argument(titleLabel, of: call).map { reader.text(of: $0) }
    if title?.source == .literal { title?.source = .verbatim }
    let variable = variableName(holding: index)
    var shortcut: SwiftShortcut?
    if let keyArgument = structure.argument("keyEquivalent", of: call),
      let literal = reader.literals.literal(keyArgument.tokens), !literal.isInterpolated,
      !literal.text.isEmpty, let key = ShortcutReader.key(forCharacter: literal.text)
    {
      var modifiers: [SwiftModifierKey] = [.command]
      var written = false
      var maskSkipped = false
      if let variable, let mask = maskAssignment(to: variable, near: call) {
        if let read = ShortcutReader(reader: reader).modifiers(mask, names: Self.modifierFlags) {
          modifiers = read
          written = true
        } else {
          maskSkipped = true
        }
      }
      if !maskSkipped {
        shortcut = SwiftShortcut(
          key: key,
          modifiers: modifiers,
          modifiersWritten: written,
          form: .menuItem,
          sourceText: reader.structure.file.text(in: call.range)
        )
      }
    }
    let menu = menuTitle(for: index, call, variable: variable)
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

  /// The local variable whose initial value is the call at `index` (`let item = NSMenuItem(…)`).
  func variableName(holding index: Int) -> String? {
    let call = reader.calls[index]
    for member in reader.structure.members.reversed() where member.initializerTokens?.contains(call.nameToken) == true {
      guard member.kind == .constant || member.kind == .variable else { return nil }
      return member.name
    }
    return nil
  }

  /// The tokens assigned to `variable.keyEquivalentModifierMask` in the function around `call`.
  func maskAssignment(to variable: String, near call: SwiftCall) -> Range<Int>? {
    guard let scope = scope(of: call) else { return nil }
    let tokens = reader.tokens
    var index = scope.lowerBound
    while index + 3 < scope.upperBound {
      if reader.token(index, is: variable), tokens[index + 1].kind == .period,
        reader.token(index + 2, is: "keyEquivalentModifierMask"), reader.structure.token(index + 3, is: "=")
      {
        var end = index + 4
        while end < scope.upperBound, !tokens[end].isAtLineStart, tokens[end].kind != .semicolon {
          end = tokens[end].opensGroup ? reader.structure.groups.next(after: end) : end + 1
        }
        return (index + 4)..<end
      }
      index += 1
    }
    return nil
  }

  /// The body of the function around `call`, or the whole file.
  func scope(of call: SwiftCall) -> Range<Int>? {
    if let member = call.member, let body = reader.structure.members[member].bodyTokens { return body }
    return 0..<reader.tokens.count
  }

  /// The title of the `NSMenu(title:)` the item is added to: `menu.addItem(item)` or
  /// `menu.addItem(NSMenuItem(…))`, where `menu` is a variable made by `NSMenu(title:)` in scope.
  func menuTitle(for index: Int, _ call: SwiftCall, variable: String?) -> SwiftText? {
    let structure = reader.structure
    var adder: SwiftCall?
    if call.isMember {
      adder = call
    } else if let parent = call.parent, ["addItem", "insertItem"].contains(reader.calls[parent].name) {
      adder = reader.calls[parent]
    } else if let variable, let scope = scope(of: call) {
      for candidate in reader.calls(inTokens: scope)
      where ["addItem", "insertItem"].contains(reader.calls[candidate].name) {
        if let first = structure.arguments(of: reader.calls[candidate]).first, reader.text(first.tokens) == variable {
          adder = reader.calls[candidate]
          break
        }
      }
    }
    guard let adder, let receiver = adder.receiverTokens, receiver.count == 1 else { return nil }
    let menuVariable = reader.structure.text(of: receiver.lowerBound)
    guard let scope = scope(of: adder) else { return nil }
    for member in structure.members where member.name == menuVariable {
      guard let initializer = member.initializerTokens, scope.contains(initializer.lowerBound) || !member.isLocal,
        let menuCall = reader.call(spanning: initializer), reader.calls[menuCall].name == "NSMenu",
        let title = structure.argument("title", of: reader.calls[menuCall])
      else { continue }
      var text = reader.text(of: title)
      if text.source == .literal { text.source = .verbatim }
      return text
    }
    return nil
  }
}
