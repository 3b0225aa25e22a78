/// Reads `@FocusState` properties, focus modifiers, hidden focus rings, and presentations with
/// what their `onDismiss` assigns.
struct FocusReader {
  let reader: FactReader
  var focusStates: [SwiftFocusState] = []
  var focusModifiers: [SwiftFocusModifier] = []
  var presentations: [SwiftPresentation] = []

  init(reader: FactReader) {
    self.reader = reader
    let structure = reader.structure
    for member in structure.members where member.attributes.contains("FocusState") {
      focusStates.append(
        SwiftFocusState(
          name: member.name,
          typeText: member.typeText,
          enclosingType: reader.typeName(member.owner),
          platforms: reader.platforms(member.range),
          location: reader.location(member.range)
        )
      )
    }
    for index in structure.calls.indices where structure.calls[index].isMember && !reader.inPreview[index] {
      let call = structure.calls[index]
      switch call.name {
      case "focused", "focusable", "focusEffectDisabled", "defaultFocus":
        readModifier(call)
      case "sheet", "fullScreenCover", "popover":
        readPresentation(call)
      default:
        break
      }
    }
    readFocusRings()
  }

  private mutating func readModifier(_ call: SwiftCall) {
    let structure = reader.structure
    let kind: SwiftFocusModifier.Kind
    switch call.name {
    case "focused": kind = .focused
    case "focusable": kind = .focusable
    case "focusEffectDisabled": kind = .focusEffectDisabled
    default: kind = .defaultFocus
    }
    let first = structure.arguments(of: call).first
    var binding: String?
    if kind == .focused || kind == .defaultFocus, let first {
      // `$state`, or a `FocusState.Binding` passed in by name.
      let text = reader.text(first.tokens)
      if text.hasPrefix("$") {
        binding = String(text.dropFirst())
      } else if first.tokens.count == 1, reader.tokens[first.tokens.lowerBound].kind == .identifier {
        binding = text
      }
    }
    var flag: Bool? = first.flatMap { $0.label == nil ? reader.bool($0.tokens) : nil }
    if kind == .focusEffectDisabled, first == nil { flag = true }
    let argumentsEnd =
      call.arguments.isEmpty ? call.nameToken + 1 : structure.arguments[call.arguments.upperBound - 1].tokens.upperBound
    let argumentText =
      call.arguments.isEmpty
      ? "" : reader.text(structure.arguments[call.arguments.lowerBound].tokens.lowerBound..<argumentsEnd)
    focusModifiers.append(
      SwiftFocusModifier(
        kind: kind,
        binding: binding,
        flag: flag,
        argumentText: argumentText,
        enclosingType: reader.typeName(call.owner),
        platforms: reader.platforms(call.range),
        location: reader.location(call.range)
      )
    )
  }

  private mutating func readPresentation(_ call: SwiftCall) {
    let structure = reader.structure
    let kind: SwiftPresentation.Kind =
      call.name == "sheet" ? .sheet : call.name == "popover" ? .popover : .fullScreenCover
    let trigger = structure.arguments(of: call).first { $0.label == "item" || $0.label == "isPresented" }?.label
    var assignments: [String] = []
    let onDismiss = structure.argument("onDismiss", of: call)
    if let onDismiss {
      if let closure = onDismiss.closure {
        assignments = reader.assignedNames(in: closure.content)
      } else {
        let name = reader.text(onDismiss.tokens).droppingPrefix("self.")
        let function = structure.members.first { $0.name == name && $0.kind == .function && $0.owner == call.owner }
        if let body = function?.bodyTokens { assignments = reader.assignedNames(in: body) }
      }
    }
    let enclosingType = reader.typeName(call.owner)
    let focusNames = Set(focusStates.filter { $0.enclosingType == enclosingType }.map(\.name))
    presentations.append(
      SwiftPresentation(
        kind: kind,
        trigger: trigger,
        hasOnDismiss: onDismiss != nil,
        onDismissAssignments: assignments,
        restoresFocus: assignments.contains { focusNames.contains($0) },
        enclosingType: enclosingType,
        platforms: reader.platforms(call.range),
        location: reader.location(call.range)
      )
    )
  }

  /// `focusRingType = .none` anywhere, and `focusRingType` overrides that return `.none`, except
  /// on a view that has no ring to lose (see ``FocusRingReceivers``).
  private mutating func readFocusRings() {
    let structure = reader.structure
    let tokens = structure.tokens
    var receivers = FocusRingReceivers(reader: reader)
    var index = 0
    let length = "focusRingType".utf8.count
    while index + 3 < tokens.count {
      // Most tokens differ in length: compared by bytes only when the length is the name's.
      if tokens[index].range.count == length, reader.token(index, is: "focusRingType"),
        structure.token(index + 1, is: "="),
        let end = endOfNone(after: index + 2)
      {
        if !receivers.hasNoRingToLose(settingAt: index) {
          appendHiddenRing(index..<end, receiverClass: receivers.otherFileClass(settingAt: index))
        }
        index = end
        continue
      }
      index += 1
    }
    for member in structure.members where member.name == "focusRingType" && member.modifiers.contains("override") {
      guard let body = member.bodyTokens,
        (body.lowerBound..<max(body.lowerBound, body.upperBound - 1)).contains(where: {
          tokens[$0].kind == .period && reader.token($0 + 1, is: "none")
        }),
        !receivers.selfHasNoRingToLose(at: body.lowerBound)
      else { continue }
      focusModifiers.append(
        SwiftFocusModifier(
          kind: .focusRingHidden,
          binding: nil,
          flag: nil,
          argumentText: "",
          enclosingType: reader.typeName(member.owner),
          platforms: reader.platforms(member.range),
          location: reader.location(member.range)
        )
      )
    }
  }

  /// The index after `.none` or `NSFocusRingType.none` at `index`, if it is there.
  private func endOfNone(after index: Int) -> Int? {
    if reader.tokens[index].kind == .period, reader.token(index + 1, is: "none") { return index + 2 }
    if reader.token(index, is: "NSFocusRingType"), index + 2 < reader.tokens.count,
      reader.tokens[index + 1].kind == .period, reader.token(index + 2, is: "none")
    {
      return index + 3
    }
    return nil
  }

  private mutating func appendHiddenRing(_ range: Range<Int>, receiverClass: String? = nil) {
    let bytes = reader.structure.byteRange(ofTokens: range)
    let owner = reader.structure.declarations.lastIndex { declaration in
      guard let body = declaration.bodyTokens else { return false }
      return body.contains(range.lowerBound)
    }
    focusModifiers.append(
      SwiftFocusModifier(
        kind: .focusRingHidden,
        binding: nil,
        flag: nil,
        argumentText: reader.text(range),
        enclosingType: reader.typeName(owner),
        platforms: reader.platforms(bytes),
        location: reader.location(bytes),
        receiverClass: receiverClass
      )
    )
  }
}
