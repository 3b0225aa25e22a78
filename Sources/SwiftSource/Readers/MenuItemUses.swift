/// What the code of a scope does to each menu item a variable holds: the changes written to its
/// key equivalent and modifier mask, and the `addItem(item)`/`insertItem(item, at:)` calls that
/// put it in a menu, each tied to the binding the variable holds where it is written.
struct MenuItemUses {
  /// A change and the token of the variable's name where it is written.
  struct Change {
    let change: MenuItemChange
    let token: Int
  }

  /// The bindings of the scope.
  let variables: MenuItemVariables
  /// For each binding, the changes written to its item, in source order.
  private(set) var changes: [[Change]]
  /// For each binding, whether a change may be to its item but the reader cannot tell.
  private(set) var hasUnclearChange: [Bool]
  /// For each binding, the calls (indices) that add its item to a menu, in source order.
  private(set) var adders: [[Int]]
  /// For each binding, whether its value makes a menu item the reader reads
  /// (``AppKitMenuReader/makesMenuItem(_:in:)``).
  private let madeItem: [Bool]
  /// Whether a change in the scope is written on an item the reader cannot tie to one its
  /// variables make: through the menu or another object (`menu.items[0].keyEquivalent = …`), on
  /// a loop's, closure's or function's parameter, on a variable holding some other item, on a
  /// `self.item` that a local hides. Read over the whole file, where every variable is declared,
  /// it means any item the file makes may end with another shortcut than the one written.
  private(set) var hasUntiedChange = false

  /// Reads the uses of the variables of `variables` in its scope.
  init(variables: MenuItemVariables) {
    self.variables = variables
    let count = variables.bindings.count
    changes = Array(repeating: [], count: count)
    hasUnclearChange = Array(repeating: false, count: count)
    adders = Array(repeating: [], count: count)
    madeItem = variables.bindings.map { binding in
      guard let value = binding.value, let call = variables.reader.call(spanning: value) else { return false }
      return AppKitMenuReader.makesMenuItem(variables.reader.calls[call], in: variables.reader.structure)
    }
    readChanges()
    readAdders()
  }

  /// Whether the shortcut of the item of `binding`, made with the key `initialKey`, cannot be
  /// read: its key is not a literal, or a change to it is unread, unclear or not certain to be
  /// its. (Then the item may have any shortcut, or none: nothing is said of it.)
  func isUnread(of binding: Int?, initialKey: MenuItemChange) -> Bool {
    if initialKey == .unread { return true }
    guard let binding else { return false }
    return hasUnclearChange[binding] || !isCertain(changes[binding], of: binding)
      || changes[binding].contains { $0.change == .unread }
  }

  /// The key and modifiers the item of `binding` (nil: not held by a variable) ends with, made
  /// with the key `initialKey` (a ``MenuItemChange/setKey(_:)``, or ``MenuItemChange/unread``);
  /// nil when it has no key or when a change cannot be read or placed for certain.
  func shortcut(
    of binding: Int?,
    initialKey: MenuItemChange
  ) -> (key: SwiftShortcutKey, modifiers: [SwiftModifierKey], modifiersWritten: Bool)? {
    var all = [initialKey]
    if let binding {
      guard !hasUnclearChange[binding], isCertain(changes[binding], of: binding) else { return nil }
      all += changes[binding].map(\.change)
    }
    var key: SwiftShortcutKey?
    var modifiers: [SwiftModifierKey] = [.command]
    var written = false
    for change in all {
      switch change {
      case .setKey(let value):
        key = value
      case .setModifiers(let value):
        modifiers = value
        written = true
      case .insertModifiers(let value):
        modifiers += value.filter { !modifiers.contains($0) }
        written = true
      case .removeModifiers(let value):
        modifiers.removeAll { value.contains($0) }
        written = true
      case .unread:
        return nil
      }
    }
    guard let key else { return nil }
    return (key, modifiers, written)
  }

  /// Whether `changes` run, in their order, whenever the item of `binding` is made: each in the
  /// braces of a local variable's binding; for a property, all in one function's body (its
  /// set-up) or in the braces of its declaration. A change inside an `if`, a loop or a closure
  /// may not run.
  private func isCertain(_ changes: [Change], of binding: Int) -> Bool {
    let held = variables.bindings[binding]
    let places = Set(changes.map { variables.braces(around: $0.token) ?? -1 })
    guard let place = places.first else { return true }
    guard places.count == 1 else { return false }
    if place == (held.braces ?? -1) { return true }
    return held.isProperty && place >= 0 && isFunctionBody(place)
  }

  /// Whether the `{` at `brace` opens a function's or initializer's body.
  private func isFunctionBody(_ brace: Int) -> Bool {
    variables.reader.structure.members.contains {
      ($0.kind == .function || $0.kind == .initializer) && $0.bodyTokens?.lowerBound == brace + 1
    }
  }

  /// Reads `item.keyEquivalentModifierMask …` and `item.keyEquivalent …` in the scope, written on
  /// a variable (`self.item` too) or on anything else (``MenuItemReceiver``).
  private mutating func readChanges() {
    let reader = variables.reader
    let tokens = reader.tokens
    let scope = variables.scope
    for index in scope where tokens[index].kind == .period && index + 1 < scope.upperBound {
      let propertyToken = index + 1
      guard tokens[propertyToken].kind == .identifier,
        let property = MenuItemChange.Property.allCases.first(where: { reader.token(propertyToken, is: $0.rawValue) }),
        let receiver = MenuItemReceiver(beforePeriod: index, in: scope, reader),
        let change = MenuItemChange.read(
          property,
          receiverStart: receiver.start,
          propertyToken: propertyToken,
          variables: variables
        )
      else { continue }
      guard case .variable(let nameToken, let throughSelf) = receiver.kind else {
        hasUntiedChange = true
        continue
      }
      let name = reader.structure.text(of: nameToken)
      let holder = throughSelf ? propertyHolder(of: name, at: nameToken) : variables.holder(of: name, at: nameToken)
      switch holder {
      case .binding(let binding):
        changes[binding].append(Change(change: change, token: nameToken))
        if !madeItem[binding], variables.mayHoldMenuItem(binding) { hasUntiedChange = true }
      case .ambiguous:
        for binding in variables.bindings.indices
        where variables.bindings[binding].name == name && variables.bindings[binding].nameToken < nameToken {
          hasUnclearChange[binding] = true
        }
      case .none:
        hasUntiedChange = true
      }
    }
  }

  /// What `self.name` refers to at the token `use`: what `name` does, unless a local variable of
  /// that name hides the property there (then nothing the reader follows).
  private func propertyHolder(of name: String, at use: Int) -> MenuItemVariables.Holder {
    let hidden = variables.bindings.contains { binding in
      binding.name == name && binding.isDeclaration && !binding.isProperty && binding.nameToken < use
        && variables.braces(binding.braces, hold: use)
    }
    return hidden ? .none : variables.holder(of: name, at: use)
  }

  /// Reads `menu.addItem(item)` and `menu.insertItem(item, at: i)` in the scope.
  private mutating func readAdders() {
    let reader = variables.reader
    for index in reader.calls(inTokens: variables.scope) {
      let call = reader.calls[index]
      guard call.isMember, call.name == "addItem" || call.name == "insertItem",
        let first = reader.structure.arguments(of: call).first, first.label == nil, first.tokens.count == 1,
        reader.tokens[first.tokens.lowerBound].kind == .identifier,
        case .binding(let binding) = variables.holder(
          of: reader.structure.text(of: first.tokens.lowerBound),
          at: first.tokens.lowerBound
        )
      else { continue }
      adders[binding].append(index)
    }
  }
}
