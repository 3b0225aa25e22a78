/// Reads hover texts (`.help`, `.onHover`) and the texts views show (`Text`, `Label`,
/// `.accessibilityLabel`, `.accessibilityValue`), with what the computed properties they show are
/// computed from (``ComputedPropertyNames``).
struct TextReader {
  let reader: FactReader
  var hoverTexts: [SwiftHoverText] = []
  var visibleTexts: [SwiftVisibleText] = []

  /// Modifiers that take a `Text` as their text, not as a view.
  static let textModifiers: Set<String> = [
    "help", "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityAction", "navigationTitle",
  ]

  init(reader: FactReader) {
    self.reader = reader
    let structure = reader.structure
    var computed = ComputedPropertyNames(reader: reader)
    for index in structure.calls.indices where !reader.inPreview[index] {
      let call = structure.calls[index]
      let enclosingType = reader.typeName(call.owner)
      let platforms = reader.platforms(call.range)
      let location = reader.location(call.range)
      func visible(_ kind: SwiftVisibleText.Kind, _ text: SwiftText, _ argument: SwiftArgument, style: String? = nil) {
        visibleTexts.append(
          SwiftVisibleText(
            kind: kind,
            text: text,
            style: style,
            computedFrom: computed.isEmpty ? [] : computed.names(shownBy: argument.tokens, in: enclosingType),
            enclosingType: enclosingType,
            platforms: platforms,
            location: location
          )
        )
      }
      switch (call.isMember, call.name) {
      case (true, "help"):
        guard let first = structure.arguments(of: call).first else { continue }
        hoverTexts.append(
          SwiftHoverText(
            mechanism: .help,
            text: reader.text(of: first),
            hoverStates: [],
            shownTexts: [],
            enclosingType: enclosingType,
            platforms: platforms,
            location: location
          )
        )
      case (true, "onHover"):
        guard let closure = structure.closure(nil, of: call) ?? structure.closure("perform", of: call) else { continue }
        let states = reader.assignedNames(in: closure.content)
        hoverTexts.append(
          SwiftHoverText(
            mechanism: .onHover,
            text: nil,
            hoverStates: states,
            shownTexts: shownTexts(states, owner: call.owner),
            enclosingType: enclosingType,
            platforms: platforms,
            location: location
          )
        )
      case (false, "Text"):
        // A Text given to `.help`, `.accessibilityLabel` and the like is that modifier's text.
        if let parent = call.parent, Self.textModifiers.contains(structure.calls[parent].name) { continue }
        guard let text = reader.textOfTextCall(call),
          let argument = structure.argument("verbatim", of: call) ?? structure.firstUnlabeledArgument(of: call)
        else { continue }
        let style = (structure.argument("style", of: call) ?? structure.argument("format", of: call))
          .map { reader.text($0.tokens) }
        visible(.text, text, argument, style: style)
      case (false, "Label"):
        if let first = structure.firstUnlabeledArgument(of: call), first.closure == nil {
          visible(.label, reader.text(of: first), first)
        }
      case (true, "accessibilityLabel"), (true, "accessibilityValue"):
        if let first = structure.firstUnlabeledArgument(of: call), first.closure == nil {
          let kind: SwiftVisibleText.Kind =
            call.name == "accessibilityLabel" ? .accessibilityLabel : .accessibilityValue
          visible(kind, reader.text(of: first), first)
        }
      default:
        break
      }
    }
  }

  /// The texts of the views that `states` show in the type `owner`: inside `if state { … }` and
  /// in `.popover(isPresented: $state) { … }`.
  func shownTexts(_ states: [String], owner: Int?) -> [SwiftText] {
    guard !states.isEmpty, let owner, let body = reader.structure.declarations[owner].bodyTokens else { return [] }
    let structure = reader.structure
    var regions: [Range<Int>] = []
    var index = body.lowerBound
    while index < body.upperBound {
      if structure.tokens[index].keyword == .if {
        var cursor = index + 1
        var mentions = false
        while cursor < body.upperBound, structure.tokens[cursor].kind != .leftBrace {
          if structure.tokens[cursor].kind == .identifier, states.contains(structure.text(of: cursor)),
            !(cursor > index + 1 && structure.token(cursor - 1, is: "!"))
          {
            mentions = true
          }
          cursor = structure.tokens[cursor].opensGroup ? structure.groups.next(after: cursor) : cursor + 1
        }
        if mentions, cursor < body.upperBound { regions.append((cursor + 1)..<structure.groups.contentEnd(of: cursor)) }
      }
      index += 1
    }
    for popover in reader.calls(inTokens: body) where reader.calls[popover].name == "popover" {
      let call = reader.calls[popover]
      if let trigger = structure.argument("isPresented", of: call),
        states.contains(reader.text(trigger.tokens).droppingPrefix("$")), let content = structure.closure(nil, of: call)
      {
        regions.append(content.content)
      }
    }
    var texts: [SwiftText] = []
    for region in regions {
      for index in reader.calls(inTokens: region) where !reader.calls[index].isMember {
        let call = reader.calls[index]
        if call.name == "Text", let text = reader.textOfTextCall(call) { texts.append(text) }
        if call.name == "Label", let first = structure.firstUnlabeledArgument(of: call), first.closure == nil {
          texts.append(reader.text(of: first))
        }
      }
    }
    return texts
  }
}

extension String {
  /// The string without `prefix` at its start.
  func droppingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}

extension FactReader {
  /// The names assigned in the tokens `range` (`name = …`, `self.name = …`), in order, once each.
  func assignedNames(in range: Range<Int>) -> [String] {
    var names: [String] = []
    var index = range.lowerBound
    while index + 1 < range.upperBound {
      let token = tokens[index]
      if token.kind == .identifier, token.keyword == nil, structure.token(index + 1, is: "=") {
        let afterPeriod = index > range.lowerBound && tokens[index - 1].kind == .period
        let onSelf = afterPeriod && index - 2 >= range.lowerBound && tokens[index - 2].keyword == .self
        if !afterPeriod || onSelf {
          let name = structure.text(of: index)
          if !names.contains(name) { names.append(name) }
        }
      }
      index += 1
    }
    return names
  }
}
