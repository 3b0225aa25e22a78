/// What a hidden focus ring (`focusRingType = .none`) is set on, as far as the file says. Some views
/// have no ring to lose: a view that never takes keyboard focus, a label
/// (`NSTextField(labelWithString:)`, `NSTextField(wrappingLabelWithString:)`) or an image view,
/// unless the code makes it editable or selectable (`label.isSelectable = true`, or any value not
/// written `false`); and a table or outline view, whose selection shows focus (its highlight takes
/// the accent colour while the table has focus: Finder's and Mail's lists hide the ring). A view is
/// one of these when made by `NSImageView(…)`, `NSTableView(…)`, `NSOutlineView(…)` or a class of
/// the file that inherits from one, or is `self` in such a class; a class of another file is named
/// on the finding's fact (``SwiftFocusModifier/receiverClass``) for the rule to look up. A receiver the reader cannot tie
/// to one such value (a parameter, a chain, a variable assigned in several places) is not read as
/// one.
struct FocusRingReceivers {
  let reader: FactReader
  /// The variables of the file, read when a named receiver is first met.
  private var variables: MenuItemVariables?

  init(reader: FactReader) {
    self.reader = reader
  }

  /// The class named by the call that makes the view whose `focusRingType` is set at the token
  /// `index`, when it is not one of AppKit's or the file's (`WWDCTableView()`, declared in another
  /// file): the rule looks it up among the workspace's classes.
  mutating func otherFileClass(settingAt index: Int) -> String? {
    guard let value = receiverValue(settingAt: index), let call = reader.call(spanning: value) else { return nil }
    let made = reader.calls[call]
    guard !made.isMember, made.name.first?.isUppercase == true, !made.name.hasPrefix("NS"),
      !reader.structure.declarations.contains(where: { $0.kind == .class && $0.name == made.name })
    else { return nil }
    return made.name
  }

  /// The tokens of the value that makes the view whose `focusRingType` is set at the token
  /// `index`, when the receiver is a variable or property of the file assigned once and not made
  /// editable or selectable.
  private mutating func receiverValue(settingAt index: Int) -> Range<Int>? {
    let tokens = reader.tokens
    guard index >= 2, tokens[index - 1].kind == .period else { return nil }
    let receiver = index - 2
    guard tokens[receiver].kind == .identifier, tokens[receiver].keyword == nil else { return nil }
    // `label.focusRingType` or `self.label.focusRingType`; a longer chain is not read.
    let onSelf = isPeriod(receiver - 1) && receiver >= 2 && tokens[receiver - 2].keyword == .self
    guard !isPeriod(receiver - 1) || (onSelf && !isPeriod(receiver - 3)) else { return nil }
    let name = reader.structure.text(of: receiver)
    if variables == nil { variables = MenuItemVariables(reader: reader, scope: 0..<tokens.count) }
    guard let variables, let binding = Self.binding(of: name, at: receiver, onSelf: onSelf, in: variables),
      !isMadeFocusable(name)
    else { return nil }
    return variables.bindings[binding].value
  }

  /// Whether the view whose `focusRingType` is set at the token `index` (the name
  /// `focusRingType` of `label.focusRingType = .none`) has no ring to lose.
  mutating func hasNoRingToLose(settingAt index: Int) -> Bool {
    let tokens = reader.tokens
    guard index > 0, tokens[index - 1].kind == .period else { return selfHasNoRingToLose(at: index) }
    if index >= 2, tokens[index - 2].keyword == .self {
      return !isPeriod(index - 3) && selfHasNoRingToLose(at: index)
    }
    guard let value = receiverValue(settingAt: index) else { return false }
    return hasNoRingToLose(madeBy: value)
  }

  /// Whether `self` at the token `index` has no ring to lose: the type declaration around it is (or
  /// extends) `NSImageView`, `NSTableView` or `NSOutlineView`, or a class that inherits from one
  /// through the file's classes, and is not made editable or selectable.
  func selfHasNoRingToLose(at index: Int) -> Bool {
    let structure = reader.structure
    guard
      let owner = structure.declarations.lastIndex(where: { $0.bodyTokens?.contains(index) == true }),
      inheritsFromViewWithoutRing(structure.declarations[owner].name)
    else { return false }
    let name = structure.declarations[owner].name
    let parts = structure.declarations.filter {
      ($0.kind == .class || $0.kind == .extension) && $0.name == name
    }
    return !parts.contains { part in
      guard let body = part.bodyTokens else { return false }
      return body.contains {
        makesFocusable($0) && (!isPeriod($0 - 1) || $0 >= 2 && reader.tokens[$0 - 2].keyword == .self)
      }
    }
  }

  /// The binding a use of `name` at the token `use` refers to: for `self.name`, the one property
  /// of that name whose braces hold the use.
  private static func binding(of name: String, at use: Int, onSelf: Bool, in variables: MenuItemVariables) -> Int? {
    guard onSelf else {
      if case .binding(let binding) = variables.holder(of: name, at: use) { return binding }
      return nil
    }
    let properties = variables.bindings.indices.filter {
      let binding = variables.bindings[$0]
      return binding.name == name && binding.isProperty && variables.braces(binding.braces, hold: use)
    }
    return properties.count == 1 ? properties.first : nil
  }

  /// Whether the tokens `value` are a call that makes a label, an image view, a table or outline
  /// view, or an instance of a class of the file that inherits from one of those.
  private func hasNoRingToLose(madeBy value: Range<Int>) -> Bool {
    guard let index = reader.call(spanning: value) else { return false }
    let call = reader.calls[index]
    guard !call.isMember else { return false }
    if call.name == "NSTextField" {
      let label = reader.structure.arguments(of: call).first?.label
      return label == "labelWithString" || label == "wrappingLabelWithString"
    }
    return Self.viewsWithoutRing.contains(call.name) || inheritsFromViewWithoutRing(call.name)
  }

  /// The AppKit views that have no ring to lose whatever their arguments.
  static let viewsWithoutRing: Set<String> = ["NSImageView", "NSTableView", "NSOutlineView"]

  /// Whether the file sets `name.isEditable` or `name.isSelectable` to anything but `false`.
  private func isMadeFocusable(_ name: String) -> Bool {
    reader.tokens.indices.contains { index in
      index >= 2 && makesFocusable(index) && isPeriod(index - 1) && reader.token(index - 2, is: name)
    }
  }

  /// Whether the token at `index` starts `isEditable = …` or `isSelectable = …` with a value not
  /// written `false`.
  private func makesFocusable(_ index: Int) -> Bool {
    let tokens = reader.tokens
    guard index + 2 < tokens.count, reader.token(index, is: "isEditable") || reader.token(index, is: "isSelectable"),
      reader.token(index + 1, is: "=")
    else { return false }
    return tokens[index + 2].keyword != .false
  }

  /// Whether the class `name` is one of ``viewsWithoutRing`` (`self` in `extension NSTableView`,
  /// DevToysMac's list style: docs/real-code.md) or inherits from one through the file's classes.
  private func inheritsFromViewWithoutRing(_ name: String) -> Bool {
    if Self.viewsWithoutRing.contains(ClassReader.baseName(name)) { return true }
    let declarations = reader.structure.declarations
    var current = name
    var seen: Set<String> = []
    while seen.count < 16, seen.insert(current).inserted {
      guard let declaration = declarations.first(where: { $0.kind == .class && $0.name == current }),
        let superclass = declaration.inheritance.first.map(ClassReader.baseName)
      else { return false }
      if Self.viewsWithoutRing.contains(superclass) { return true }
      current = superclass
    }
    return false
  }

  private func isPeriod(_ index: Int) -> Bool {
    index >= 0 && index < reader.tokens.count && reader.tokens[index].kind == .period
  }
}
