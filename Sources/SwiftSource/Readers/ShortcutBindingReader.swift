/// Reads every shortcut binding: `.keyboardShortcut(…)` with the control it is on,
/// `KeyboardShortcut(…)` values written elsewhere, and the shortcuts of code-made menu items; each
/// with the `if`/`else` and `switch` branches and the `#if` arms it stands in.
struct ShortcutBindingReader {
  var bindings: [SwiftShortcutBinding] = []
  /// The controls (or modifiers) whose `.keyboardShortcut(…)` could not be read.
  var unread: [SwiftLocation] = []
  /// Members another file declares that this file names only in one presentation.
  var presentedMembers: [SwiftPresentedMember] = []

  init(reader: FactReader, menuCommands: [SwiftMenuCommand]) {
    let structure = reader.structure
    let shortcuts = ShortcutReader(reader: reader)
    for index in structure.calls.indices where !reader.inPreview[index] {
      let call = structure.calls[index]
      var shortcut: SwiftShortcut?
      var title: SwiftText?
      var control: SwiftControlKind?
      if call.isMember, call.name == "keyboardShortcut" {
        shortcut = shortcuts.keyboardShortcut(call)
        let root = structure.chainRoot(of: index)
        if shortcut == nil {
          let isControl = root != index && FactReader.controlNames[structure.calls[root].name] != nil
          unread.append(reader.location(isControl ? structure.calls[root].range : call.range))
        }
        if root != index, let kind = FactReader.controlNames[structure.calls[root].name],
          !structure.calls[root].isMember
        {
          control = kind
          title = reader.controlTitle(structure.calls[root])
        }
      } else if !call.isMember, call.name == "KeyboardShortcut" {
        if let parent = call.parent, structure.calls[parent].name == "keyboardShortcut" { continue }
        shortcut = shortcuts.keyboardShortcutValue(call, form: .keyboardShortcutValue)
      }
      guard let shortcut else { continue }
      bindings.append(
        SwiftShortcutBinding(
          shortcut: shortcut,
          title: title,
          control: control,
          enclosingType: reader.typeName(call.owner),
          platforms: reader.platforms(call.range),
          location: reader.location(call.range)
        )
      )
    }
    for command in menuCommands where command.origin == .code {
      guard let shortcut = command.shortcut else { continue }
      bindings.append(
        SwiftShortcutBinding(
          shortcut: shortcut,
          title: command.title,
          control: command.control,
          enclosingType: command.declaringType,
          platforms: command.platforms,
          location: command.location
        )
      )
    }
    placeInBranches(reader)
  }

  /// Records the branches, `#if` arms and presentation each binding of this file stands in (read
  /// only when there are bindings), through the members it is written in (see ``MemberBranches``).
  /// The members another file declares that this file's presentations name are read whether or
  /// not the file binds a shortcut (only when it has presentations).
  private mutating func placeInBranches(_ reader: FactReader) {
    let presentations = PresentationScopes(reader.structure)
    guard !bindings.isEmpty || !presentations.isEmpty else { return }
    let regions = SwiftBranchRegions(reader.structure)
    var members = MemberBranches(structure: reader.structure, regions: regions, presentations: presentations)
    for index in bindings.indices where bindings[index].location.path == reader.path {
      let offset = bindings[index].location.range.lowerBound
      bindings[index].branches = members.branches(at: offset)
      bindings[index].conditionalArms = regions.conditionalArms(at: offset)
      bindings[index].presentation = members.presentation(at: offset)
      if bindings[index].presentation == nil { bindings[index].unnamedMember = members.unnamedMember(at: offset) }
    }
    presentedMembers = members.presentedMembers()
  }
}
