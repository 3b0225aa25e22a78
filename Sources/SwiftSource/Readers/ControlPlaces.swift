/// Where a control or a used view type sits, from the calls around it.
enum ControlPlace: Hashable {
  /// In a menu's content (`CommandMenu`, `CommandGroup`).
  case menu(SwiftMenuContext)
  /// In `.commands { … }`.
  case commands
  /// In a closure that makes action sites.
  case action(SwiftActionSite.Mechanism)
  /// In a view, below these pull-down menus (`Menu("More") { … }`).
  case view(submenus: [SwiftText])
  /// Somewhere that makes no fact: an alert's buttons, a picker's options, another control's
  /// label, a preview.
  case ignored
}

extension FactReader {
  /// The controls read as commands and actions.
  static let controlNames: [String: SwiftControlKind] = [
    "Button": .button, "Toggle": .toggle, "Picker": .picker, "Link": .link,
  ]

  /// Where the call at `index` sits.
  func place(of index: Int) -> ControlPlace {
    if inPreview[index] { return .ignored }
    var submenus: [SwiftText] = []
    var current = index
    while let parentIndex = calls[current].parent {
      let parent = calls[parentIndex]
      let label = slotLabel(calls[current].slot, in: parent)
      if parent.isMember {
        switch parent.name {
        case "swipeActions": return .action(.swipeAction)
        case "contextMenu":
          if label == "primaryAction" { return .action(.contextMenuPrimaryAction) }
          if label != "preview" { return .action(.contextMenu) }
        case "toolbar": return .action(.toolbarItem)
        case "accessibilityActions": return .action(.accessibilityAction)
        case "commands": return .commands
        case "alert", "confirmationDialog": return .ignored
        default: break
        }
      } else {
        switch parent.name {
        case "CommandMenu":
          let title = structure.firstUnlabeledArgument(of: parent).map { text(of: $0) }
          return .menu(SwiftMenuContext(menu: title, placement: nil, submenus: submenus))
        case "CommandGroup":
          return .menu(SwiftMenuContext(menu: nil, placement: placement(of: parent), submenus: submenus))
        case "Menu":
          if label == "label" { return .ignored }
          if let title = controlTitle(parent) { submenus.insert(title, at: 0) }
        case "ToolbarItem", "ToolbarItemGroup", "ToolbarTitleMenu": return .action(.toolbarItem)
        case "Button", "Toggle", "Link", "Picker", "#Preview": return .ignored
        default: break
        }
      }
      current = parentIndex
    }
    return .view(submenus: submenus)
  }

  /// The label of the argument or closure `slot` of `parent`.
  func slotLabel(_ slot: SwiftCallSlot?, in parent: SwiftCall) -> String? {
    switch slot {
    case .argument(let offset)?:
      let index = parent.arguments.lowerBound + offset
      return index < parent.arguments.upperBound ? structure.arguments[index].label : nil
    case .trailingClosure(let offset)?:
      let index = parent.trailingClosures.lowerBound + offset
      return index < parent.trailingClosures.upperBound ? structure.closures[index].label : nil
    case nil:
      return nil
    }
  }

  /// A `CommandGroup`'s placement: `replacing: .newItem`, `before: .help`, `after: .sidebar`.
  func placement(of call: SwiftCall) -> SwiftMenuPlacement? {
    for argument in structure.arguments(of: call) {
      guard let label = argument.label, let relation = SwiftMenuPlacement.Relation(rawValue: label),
        let name = memberName(argument.tokens)
      else { continue }
      return SwiftMenuPlacement(relation: relation, name: name)
    }
    return nil
  }

  /// A control's title: its first unlabeled argument (`Button("Reorder")`), or the first `Text`
  /// or `Label` in its label (`label: { … }`, or the trailing closure of `Button(action:) { … }`).
  func controlTitle(_ call: SwiftCall) -> SwiftText? {
    if let first = structure.firstUnlabeledArgument(of: call), first.closure == nil { return text(of: first) }
    if let label = structure.closure("label", of: call) { return firstTitle(in: label.content) }
    if let label = structure.argument("label", of: call) { return text(of: label) }
    let closures = structure.trailingClosures(of: call)
    let actionGiven = structure.argument("action", of: call) != nil
    if let first = closures.first, first.label == nil, actionGiven || call.name != "Button" {
      return firstTitle(in: first.content)
    }
    return nil
  }

  /// The shortcut among the modifiers chained after the call at `index`.
  func shortcut(ofCallAt index: Int) -> SwiftShortcut? {
    for modifier in structure.modifiers(of: index) where calls[modifier].name == "keyboardShortcut" {
      return ShortcutReader(reader: self).keyboardShortcut(calls[modifier])
    }
    return nil
  }
}
