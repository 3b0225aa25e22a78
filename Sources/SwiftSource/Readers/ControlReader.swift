/// Reads controls (`Button`, `Toggle`, `Picker`, `Link`) into menu commands and action sites,
/// gestures and accessibility actions into action sites, and the view types used in menus,
/// `.commands` and action closures.
struct ControlReader {
  let reader: FactReader
  var menuCommands: [SwiftMenuCommand] = []
  var actionSites: [SwiftActionSite] = []
  var typeUses: [SwiftTypeUse] = []

  /// Names that are SwiftUI's or the standard library's, never a view type of the app's.
  static let builtinTypes: Set<String> = [
    "Text", "Label", "Image", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
    "Grid", "GridRow", "ScrollView", "List", "Table", "TableColumn", "TableRow", "ForEach", "Group", "Section",
    "Divider", "Spacer", "EmptyView", "Menu", "NavigationStack", "NavigationView", "NavigationSplitView",
    "NavigationLink", "TabView", "Form", "GeometryReader", "Color", "Rectangle", "Circle", "RoundedRectangle",
    "Capsule", "Ellipse", "ProgressView", "TextField", "SecureField", "TextEditor", "Slider", "Stepper",
    "DatePicker", "ColorPicker", "ShareLink", "AsyncImage", "ToolbarItem", "ToolbarItemGroup", "CommandMenu",
    "CommandGroup", "KeyboardShortcut", "KeyEquivalent", "WindowGroup", "Window", "Settings", "DocumentGroup",
    "MenuBarExtra", "AnyView", "ViewThatFits", "ControlGroup", "DisclosureGroup", "OutlineGroup",
    "LabeledContent", "Gauge", "ContentUnavailableView", "Canvas", "TimelineView", "Path", "LinearGradient",
    "String", "Int", "Double", "Bool", "Array", "Set", "Dictionary", "URL", "Date", "UUID", "Binding", "Task",
    "CGFloat", "CGSize", "CGPoint", "CGRect", "Data", "Character", "LocalizedStringKey", "EdgeInsets",
    "Animation", "AttributedString", "Font", "EmptyCommands", "SidebarCommands", "ToolbarCommands",
    "TextEditingCommands", "TextFormattingCommands", "InspectorCommands", "ImportFromDevicesCommands",
  ]

  /// Whether `name` is an Apple framework type by its prefix (`NSMenuItem`, `UIImage`, `CGRect`).
  static func isFrameworkName(_ name: String) -> Bool {
    let scalars = Array(name.unicodeScalars.prefix(3))
    guard scalars.count == 3, scalars[2].properties.isUppercase else { return false }
    let prefix = String(String.UnicodeScalarView(scalars[0..<2]))
    return prefix == "NS" || prefix == "UI" || prefix == "CG" || prefix == "CA"
  }

  /// For members of a type named inside an action or menu closure of the same type
  /// (`.contextMenu { contextMenu }`, `.toolbar { toolbarItems }`), or inside such a member, the
  /// places those closures give: a member named in a swipe action and in a context menu is in both.
  var memberPlaces: [Int: [ControlPlace]] = [:]

  init(reader: FactReader) {
    self.reader = reader
    memberPlaces = Self.memberPlaces(reader)
    let structure = reader.structure
    for index in structure.calls.indices {
      let call = structure.calls[index]
      if call.isMember {
        readModifier(index, call)
      } else if let control = FactReader.controlNames[call.name] {
        readControl(index, call, control)
      } else {
        readOther(index, call)
      }
    }
  }

  /// Where the call at `index` sits, through the members named in action closures.
  func place(of index: Int) -> ControlPlace {
    places(of: index)[0]
  }

  /// Every place the call at `index` sits in: one, or, in a member named in action closures,
  /// the place of each (never empty).
  func places(of index: Int) -> [ControlPlace] {
    let place = reader.place(of: index)
    guard case .view(let submenus) = place, let member = reader.calls[index].member,
      let named = memberPlaces[member], !named.isEmpty
    else { return [place] }
    return named.map { named in
      if case .menu(var context) = named {
        context.submenus += submenus
        return .menu(context)
      }
      return named
    }
  }

  /// The members named (as `name`, `name()`, `self.name`) in the closures of action and menu
  /// calls, and in the bodies of such members in turn, with the places those closures give.
  static func memberPlaces(_ reader: FactReader) -> [Int: [ControlPlace]] {
    let structure = reader.structure
    var places: [Int: [ControlPlace]] = [:]
    var membersByName: [String: [Int]] = [:]
    for (index, member) in structure.members.enumerated() where !member.isLocal && member.bodyTokens != nil {
      membersByName[member.name, default: []].append(index)
    }
    func add(_ place: ControlPlace, namedIn region: Range<Int>, owner: Int) -> [Int] {
      var added: [Int] = []
      let named = namedMembers(in: region, owner: owner, membersByName, reader)
      for member in named where !(places[member] ?? []).contains(place) {
        places[member, default: []].append(place)
        added.append(member)
      }
      return added
    }
    var pending: [Int] = []
    for index in structure.calls.indices {
      let call = structure.calls[index]
      let names: Set<String> =
        call.isMember
        ? ["swipeActions", "contextMenu", "toolbar", "accessibilityActions"] : ["CommandMenu", "CommandGroup", "Menu"]
      guard names.contains(call.name), let owner = call.owner else { continue }
      var regions = structure.trailingClosures(of: call).map { ($0.label, $0.content) }
      for argument in structure.arguments(of: call) {
        if let closure = argument.closure { regions.append((argument.label, closure.content)) }
      }
      for (label, region) in regions {
        guard let place = placeOfClosure(call, label: label, reader) else { continue }
        pending += add(place, namedIn: region, owner: owner)
      }
    }
    // A member named inside such a member is in its places too.
    var rounds = 0
    while let member = pending.popLast(), rounds < 10_000 {
      rounds += 1
      guard let body = structure.members[member].bodyTokens, let owner = structure.members[member].owner else {
        continue
      }
      for place in places[member] ?? [] { pending += add(place, namedIn: body, owner: owner) }
    }
    return places
  }

  /// The members of the type `owner` with a body (`membersByName` holds every such member of the
  /// file by name), named in the tokens `region` (as `name`, `name()`, `self.name`, at any depth).
  static func namedMembers(
    in region: Range<Int>,
    owner: Int,
    _ membersByName: [String: [Int]],
    _ reader: FactReader
  ) -> [Int] {
    let structure = reader.structure
    var result: [Int] = []
    for token in region {
      let current = reader.tokens[token]
      guard current.kind == .identifier, current.keyword == nil,
        token == region.lowerBound || reader.tokens[token - 1].kind != .period
          || token >= 2 && reader.tokens[token - 2].keyword == .self
      else { continue }
      guard let candidates = membersByName[structure.text(of: token)] else { continue }
      if let member = candidates.first(where: { structure.members[$0].owner == owner }), !result.contains(member) {
        result.append(member)
      }
    }
    return result
  }

  /// The place a closure of `call` (labeled `label`) gives to what it holds.
  static func placeOfClosure(_ call: SwiftCall, label: String?, _ reader: FactReader) -> ControlPlace? {
    let structure = reader.structure
    switch (call.isMember, call.name) {
    case (true, "swipeActions"): return .action(.swipeAction)
    case (true, "contextMenu"):
      if label == "primaryAction" { return .action(.contextMenuPrimaryAction) }
      return label == "preview" ? nil : .action(.contextMenu)
    case (true, "toolbar"): return .action(.toolbarItem)
    case (true, "accessibilityActions"): return .action(.accessibilityAction)
    case (false, "CommandMenu"):
      let title = structure.firstUnlabeledArgument(of: call).map { reader.text(of: $0) }
      return .menu(SwiftMenuContext(menu: title, placement: nil))
    case (false, "CommandGroup"):
      return .menu(SwiftMenuContext(menu: nil, placement: reader.placement(of: call)))
    case (false, "Menu"):
      return label == "label" ? nil : .action(.menu)
    default: return nil
    }
  }

  private mutating func readControl(_ index: Int, _ call: SwiftCall, _ control: SwiftControlKind) {
    for place in places(of: index) { readControl(index, call, control, in: place) }
  }

  private mutating func readControl(
    _ index: Int,
    _ call: SwiftCall,
    _ control: SwiftControlKind,
    in place: ControlPlace
  ) {
    let title = reader.controlTitle(call)
    let shortcut = reader.shortcut(ofCallAt: index)
    let platforms = reader.platforms(call.range)
    let location = reader.location(call.range)
    let enclosingType = reader.typeName(call.owner)
    switch place {
    case .menu(let context):
      menuCommands.append(
        SwiftMenuCommand(
          context: context,
          title: title,
          shortcut: shortcut,
          control: control,
          origin: .swiftUI,
          declaringType: enclosingType,
          via: [],
          platforms: platforms,
          location: location
        )
      )
    case .action(let mechanism):
      actionSites.append(
        SwiftActionSite(
          title: title,
          mechanism: mechanism,
          control: control,
          shortcut: shortcut,
          enclosingType: enclosingType,
          platforms: platforms,
          location: location
        )
      )
    case .view(let submenus):
      actionSites.append(
        SwiftActionSite(
          title: title,
          mechanism: submenus.isEmpty ? .button : .menu,
          control: control,
          shortcut: shortcut,
          submenus: submenus,
          enclosingType: enclosingType,
          platforms: platforms,
          location: location
        )
      )
    case .commands, .ignored:
      break
    }
  }

  private mutating func readModifier(_ index: Int, _ call: SwiftCall) {
    let mechanism: SwiftActionSite.Mechanism
    var title: SwiftText?
    switch call.name {
    case "onTapGesture": mechanism = .tapGesture
    case "onLongPressGesture": mechanism = .longPressGesture
    case "accessibilityAction":
      mechanism = .accessibilityAction
      title = reader.structure.argument("named", of: call).map { reader.text(of: $0) }
    case "contextMenu":
      guard reader.structure.closure("primaryAction", of: call) != nil else { return }
      mechanism = .contextMenuPrimaryAction
    default:
      return
    }
    if case .ignored = place(of: index) { return }
    actionSites.append(
      SwiftActionSite(
        title: title,
        mechanism: mechanism,
        control: nil,
        shortcut: nil,
        enclosingType: reader.typeName(call.owner),
        platforms: reader.platforms(call.range),
        location: reader.location(call.range)
      )
    )
  }

  private mutating func readOther(_ index: Int, _ call: SwiftCall) {
    let structure = reader.structure
    switch call.name {
    case "TapGesture", "SpatialTapGesture", "LongPressGesture":
      actionSites.append(
        SwiftActionSite(
          title: nil,
          mechanism: call.name == "LongPressGesture" ? .longPressGesture : .tapGesture,
          control: nil,
          shortcut: nil,
          enclosingType: reader.typeName(call.owner),
          platforms: reader.platforms(call.range),
          location: reader.location(call.range)
        )
      )
      return
    case "UIContextualAction", "UIAccessibilityCustomAction", "NSAccessibilityCustomAction", "UIAction":
      let label = call.name.hasSuffix("AccessibilityCustomAction") ? "name" : "title"
      let mechanism: SwiftActionSite.Mechanism =
        switch call.name {
        case "UIContextualAction": .swipeAction
        case "UIAction": .uiKitMenuItem
        default: .accessibilityAction
        }
      // A swipe that opens an action sheet offers the sheet's actions, not one of its own: its title
      // (NetNewsWire's More) names no action.
      let opensSheet = mechanism == .swipeAction && opensActionSheet(call)
      actionSites.append(
        SwiftActionSite(
          title: opensSheet ? nil : structure.argument(label, of: call).map { localText($0, before: call) },
          mechanism: mechanism,
          control: nil,
          shortcut: nil,
          enclosingType: reader.typeName(call.owner),
          platforms: reader.platforms(call.range),
          location: reader.location(call.range)
        )
      )
      return
    default:
      break
    }
    guard let first = call.name.unicodeScalars.first, first.properties.isUppercase,
      !Self.builtinTypes.contains(call.name), call.name.first != "#", !Self.isFrameworkName(call.name)
    else { return }
    for place in places(of: index) {
      let context: SwiftTypeUse.Context
      switch place {
      case .menu(let menu): context = .menu(menu)
      case .commands: context = .commands
      case .action(let mechanism): context = .actions(mechanism)
      case .view(let submenus):
        guard call.owner != nil, call.member != nil else { continue }
        context = submenus.isEmpty ? .view : .actions(.menu)
      case .ignored: continue
      }
      typeUses.append(
        SwiftTypeUse(
          typeName: call.name,
          context: context,
          enclosingType: reader.typeName(call.owner),
          platforms: reader.platforms(call.range),
          location: reader.location(call.range)
        )
      )
    }
  }

  /// Whether the handler of `call` (its trailing closure, or `handler:`) makes a
  /// `UIAlertController` of the `.actionSheet` style: a menu of further actions.
  private func opensActionSheet(_ call: SwiftCall) -> Bool {
    let structure = reader.structure
    guard let handler = structure.closure(nil, of: call) ?? structure.closure("handler", of: call) else { return false }
    return reader.calls(inTokens: handler.content).contains { index in
      let alert = structure.calls[index]
      guard alert.name == "UIAlertController", let style = structure.argument("preferredStyle", of: alert) else {
        return false
      }
      return reader.memberName(style.tokens) == "actionSheet"
    }
  }

  /// The text `argument` gives; when it is the name of a constant of the function around `call`,
  /// declared before it with a fixed text (`let deleteTitle = NSLocalizedString("Delete", comment: "")`,
  /// then `UIAction(title: deleteTitle, …)`, as fsnotes builds its context menu), that text.
  private func localText(_ argument: SwiftArgument, before call: SwiftCall) -> SwiftText {
    let text = reader.text(of: argument)
    let structure = reader.structure
    guard text.source == .expression, argument.tokens.count == 1,
      structure.tokens[argument.tokens.lowerBound].kind == .identifier
    else { return text }
    let name = structure.text(of: argument.tokens.lowerBound)
    // The innermost function (or accessor) of the type whose body holds the call.
    let function = structure.members.filter { member in
      !member.isLocal && member.bodyTokens?.contains(call.nameToken) == true
    }.min { $0.bodyTokens!.count < $1.bodyTokens!.count }
    guard let body = function?.bodyTokens else { return text }
    let constant = structure.members.last { member in
      guard member.isLocal, member.kind == .constant, member.name == name,
        let value = member.initializerTokens
      else { return false }
      return body.contains(value.lowerBound) && value.upperBound <= call.nameToken
    }
    guard let value = constant?.initializerTokens else { return text }
    let constantText = reader.text(ofTokens: value)
    return constantText.source == .expression || constantText.isInterpolated ? text : constantText
  }
}
