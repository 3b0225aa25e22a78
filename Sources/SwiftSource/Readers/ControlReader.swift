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

  init(reader: FactReader) {
    self.reader = reader
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

  private mutating func readControl(_ index: Int, _ call: SwiftCall, _ control: SwiftControlKind) {
    let place = reader.place(of: index)
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
    if case .ignored = reader.place(of: index) { return }
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
    case "UIContextualAction", "UIAccessibilityCustomAction", "NSAccessibilityCustomAction":
      let label = call.name == "UIContextualAction" ? "title" : "name"
      actionSites.append(
        SwiftActionSite(
          title: structure.argument(label, of: call).map { reader.text(of: $0) },
          mechanism: call.name == "UIContextualAction" ? .swipeAction : .accessibilityAction,
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
    let context: SwiftTypeUse.Context
    switch reader.place(of: index) {
    case .menu(let menu): context = .menu(menu)
    case .commands: context = .commands
    case .action(let mechanism): context = .actions(mechanism)
    case .view:
      guard call.owner != nil, call.member != nil else { return }
      context = .view
    case .ignored: return
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
