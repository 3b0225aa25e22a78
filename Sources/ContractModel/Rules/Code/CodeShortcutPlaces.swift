import SwiftSource

/// A place in the code that binds a shortcut: a menu command (SwiftUI, AppKit or Interface
/// Builder), a control in a view, or a `.keyboardShortcut` on something that is neither.
struct CodeShortcutPlace {
  /// The shortcut, normalised.
  let shortcut: Shortcut
  /// The title of what it triggers, when known.
  let title: SwiftText?
  /// For a menu command, its menu.
  let menu: SwiftMenuContext?
  /// The type around it (a view, a `Commands` type), when known.
  let enclosingType: String?
  /// The control it is on, when it is one.
  let control: SwiftControlKind?
  /// The platforms the code is compiled for.
  let platforms: SwiftPlatformSet
  /// Where it is reported: the `.keyboardShortcut(…)` call when it is found, else the control or item.
  let location: SwiftLocation
  /// What makes two places the same command (see ``CodeTitles/key(_:)``).
  let titleKey: String?
  /// The `if`/`else` and `switch` branches its binding stands in, outermost first.
  let branches: [SwiftBranch]
  /// The `#if` arms its binding stands in, outermost first.
  let conditionalArms: [SwiftBranch]
  /// The presentation (`.sheet`, `.alert`, …) its binding stands in: its file and the modifier's
  /// offset (see ``SwiftShortcutBinding/presentation`` and ``SwiftShortcutBinding/presentationPath``).
  let presentation: PresentationKey?
  /// For an Interface Builder menu item, the action it sends (see ``SwiftShortcutBinding/action``).
  let action: String?

  /// A place binding `shortcut` to `title`.
  init(
    shortcut: Shortcut,
    title: SwiftText?,
    menu: SwiftMenuContext?,
    enclosingType: String?,
    control: SwiftControlKind?,
    platforms: SwiftPlatformSet,
    location: SwiftLocation,
    branches: [SwiftBranch] = [],
    conditionalArms: [SwiftBranch] = [],
    presentation: PresentationKey? = nil,
    action: String? = nil
  ) {
    self.shortcut = shortcut
    self.title = title
    self.menu = menu
    self.enclosingType = enclosingType
    self.control = control
    self.platforms = platforms
    self.location = location
    titleKey = CodeTitles.key(title)
    self.branches = branches
    self.conditionalArms = conditionalArms
    self.presentation = presentation
    self.action = action
  }

  /// Whether it and `other` are never in effect together: in one file, in different branches of
  /// one `if`/`else` chain or `switch`, or in different arms of one `#if` (never compiled together);
  /// or, neither a menu command, in different windows: one in a presentation (a sheet, an alert) and
  /// the other outside it or in another (the menu bar's commands stay in effect under a sheet), in
  /// any files.
  func isExclusive(with other: CodeShortcutPlace) -> Bool {
    if !isMenuCommand && !other.isMenuCommand && presentation != other.presentation { return true }
    return location.path == other.location.path
      && (SwiftBranch.areExclusive(branches, other.branches)
        || SwiftBranch.areExclusive(conditionalArms, other.conditionalArms))
  }

  /// A presentation: the file and the offset of its modifier.
  struct PresentationKey: Hashable {
    let path: String
    let offset: Int
  }

  /// Whether it and `other` are one command written twice: two Interface Builder items that send
  /// one action to one target (Quit in an app menu and in a status menu, both `terminate:`).
  func isSameAction(as other: CodeShortcutPlace) -> Bool {
    action != nil && action == other.action && location.path == other.location.path
  }

  /// Whether it is a command of the menu bar.
  var isMenuCommand: Bool { menu != nil }

  /// How messages name it: `Order → Reorder`, `'Reorder' in OrdersView`, `the button in OrdersView`.
  var label: String {
    if let menu { return CodeTitles.commandLabel(menu, title: title) }
    let place = CodeTitles.place(type: enclosingType, path: location.path)
    if let title { return "\(title.quoted) in \(place)" }
    return "the \(control.map(Self.name) ?? "view") in \(place)"
  }

  /// A control's name in messages.
  static func name(_ control: SwiftControlKind) -> String {
    switch control {
    case .button: "button"
    case .toggle: "toggle"
    case .picker: "picker"
    case .link: "link"
    case .menuItem: "menu item"
    case .keyCommand: "key command"
    }
  }

  /// Every place of `facts` that binds a shortcut the rules can read, once each: menu commands,
  /// controls of views, and the bindings neither of them holds.
  static func all(in facts: SwiftWorkspaceFacts) -> [CodeShortcutPlace] {
    var bindingsByPath: [String: [SwiftShortcutBinding]] = [:]
    for binding in facts.shortcuts { bindingsByPath[binding.location.path, default: []].append(binding) }
    var claimed = Set<SwiftLocation>()
    var seen = Set<SwiftLocation>()
    var result: [CodeShortcutPlace] = []
    func add(
      _ swift: SwiftShortcut?,
      title: SwiftText?,
      menu: SwiftMenuContext?,
      type: String?,
      control: SwiftControlKind?,
      platforms: SwiftPlatformSet,
      location: SwiftLocation
    ) {
      guard let swift, let shortcut = CodeShortcuts.shortcut(swift) else { return }
      let binding = Self.binding(of: swift, title: title, at: location, among: bindingsByPath[location.path] ?? [])
      if let binding { claimed.insert(binding.location) }
      let reported = binding?.location ?? location
      guard seen.insert(reported).inserted else { return }
      result.append(
        CodeShortcutPlace(
          shortcut: shortcut,
          title: title,
          menu: menu,
          enclosingType: type,
          control: control,
          platforms: platforms,
          location: reported,
          branches: binding?.branches ?? [],
          conditionalArms: binding?.conditionalArms ?? [],
          presentation: binding.flatMap { binding in
            binding.presentation.map {
              PresentationKey(path: binding.presentationPath ?? binding.location.path, offset: $0)
            }
          },
          action: binding?.action
        )
      )
    }
    for command in facts.menuCommands {
      add(
        command.shortcut,
        title: command.title,
        menu: command.context,
        type: command.declaringType,
        control: command.control,
        platforms: command.platforms,
        location: command.location
      )
    }
    for site in facts.actionSites where site.control != nil {
      add(
        site.shortcut,
        title: site.title,
        menu: nil,
        type: site.enclosingType,
        control: site.control,
        platforms: site.platforms,
        location: site.location
      )
    }
    for binding in facts.shortcuts where !claimed.contains(binding.location) {
      add(
        binding.shortcut,
        title: binding.title,
        menu: nil,
        type: binding.enclosingType,
        control: binding.control,
        platforms: binding.platforms,
        location: binding.location
      )
    }
    return result
  }

  /// The binding of `shortcut` made on the control at `location`: the same location (a menu item),
  /// or the nearest `.keyboardShortcut` after the control's start with the same shortcut and title.
  static func binding(
    of shortcut: SwiftShortcut,
    title: SwiftText?,
    at location: SwiftLocation,
    among bindings: [SwiftShortcutBinding]
  ) -> SwiftShortcutBinding? {
    if let same = bindings.first(where: { $0.location == location }) { return same }
    var best: SwiftShortcutBinding?
    for binding in bindings
    where binding.shortcut == shortcut && binding.location.range.lowerBound >= location.range.lowerBound {
      guard binding.title?.text == title?.text else { continue }
      if best == nil || binding.location.range.lowerBound < best!.location.range.lowerBound { best = binding }
    }
    return best
  }
}
