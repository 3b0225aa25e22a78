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

  /// Reads the uses of the variables of `variables` in its scope.
  init(variables: MenuItemVariables) {
    self.variables = variables
    let count = variables.bindings.count
    changes = Array(repeating: [], count: count)
    hasUnclearChange = Array(repeating: false, count: count)
    adders = Array(repeating: [], count: count)
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

  /// Reads `item.keyEquivalentModifierMask …` and `item.keyEquivalent …` in the scope.
  private mutating func readChanges() {
    let reader = variables.reader
    let tokens = reader.tokens
    let scope = variables.scope
    for index in scope where tokens[index].kind == .identifier && tokens[index].keyword == nil {
      guard index == scope.lowerBound || tokens[index - 1].kind != .period else { continue }
      var period = index + 1
      if period < scope.upperBound, tokens[period].kind == .operator,
        reader.token(period, is: "?") || reader.token(period, is: "!")
      {
        period += 1
      }
      guard period + 1 < scope.upperBound, tokens[period].kind == .period,
        let property = MenuItemChange.Property.allCases.first(where: { reader.token(period + 1, is: $0.rawValue) }),
        let change = MenuItemChange.read(
          property,
          nameToken: index,
          propertyToken: period + 1,
          variables: variables
        )
      else { continue }
      let name = reader.structure.text(of: index)
      switch variables.holder(of: name, at: index) {
      case .binding(let binding):
        changes[binding].append(Change(change: change, token: index))
      case .ambiguous:
        for binding in variables.bindings.indices
        where variables.bindings[binding].name == name && variables.bindings[binding].nameToken < index {
          hasUnclearChange[binding] = true
        }
      case .none:
        break
      }
    }
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
