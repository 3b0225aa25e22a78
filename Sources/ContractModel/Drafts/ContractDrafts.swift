import SwiftSource

/// Contracts drafted from the app's code (`leaf-lsp init`): a `menu` block for each menu of the
/// code with its shortcuts, and a component for each view type with actions, its path on each
/// platform written from what the code offers there, `Code:` naming the type.
///
/// A draft says what the code does, not what it should do: it gets the findings the code
/// deserves (a swipe-only action is `touch-only-action` on the Mac), and no drift. A view type
/// that a contract of the workspace already ties to, and a menu a contract already has, are left
/// out.
public struct ContractDrafts: Sendable {
  /// One drafted file.
  public struct File: Sendable, Hashable {
    /// The file's name: `Menus.contract`, or the component's name and `.contract`.
    public var name: String
    /// The file's text, with its own header.
    public var text: String
  }

  /// The `App` of every draft.
  public let app: String
  /// The platforms the drafts target.
  public let platforms: [Platform]
  /// What was left out, and why, one sentence each.
  public let leftOut: [String]
  let menus: [MenuDraft]
  let components: [ComponentDraft]

  /// Whether nothing was drafted.
  public var isEmpty: Bool { menus.isEmpty && components.isEmpty }

  /// The drafts of the code files of `workspace`, beside its contracts. `app` and `platforms`
  /// override what the code says (the `App` type's name without `App`; the platforms the drafted
  /// types are compiled for); `fallbackApp` names the app when the code has no `App` type;
  /// `display` turns a file's key into the path a comment names.
  public init(
    workspace: ContractWorkspace,
    app: String? = nil,
    fallbackApp: String = "App",
    platforms: [Platform]? = nil,
    display: (String) -> String = { $0 }
  ) {
    let code = workspace.appCode ?? AppCode(SwiftWorkspaceFacts.compose(files: []))
    let appName = app ?? Self.appName(code) ?? fallbackApp
    self.app = appName
    // What the workspace's contracts already have.
    var tied = [String: String]()
    var names = Set<String>()
    var menuTitles = Set<String>()
    for key in workspace.contractDocumentKeys {
      guard let document = workspace.document(key) else { continue }
      for component in document.components {
        names.insert(ListItem.fold(component.value.name))
        for type in CodeTie(component.value, code: code)?.types ?? [] where tied[type] == nil {
          tied[type] = "'\(component.value.name)' in \(display(key))"
        }
      }
      for menu in document.menus { menuTitles.insert(ListItem.fold(menu.value.title)) }
    }
    var leftOut: [String] = []
    menus = MenuDraft.drafts(code, app: appName).filter { menu in
      guard menuTitles.contains(ListItem.fold(menu.title)) else { return true }
      leftOut.append("menu \(menu.title): a contract has it")
      return false
    }
    var components: [ComponentDraft] = []
    for type in Self.viewTypes(code) {
      if let contract = tied[type] {
        leftOut.append("\(type): tied to \(contract)")
        continue
      }
      let declaration = code.declarations[type]!.first { $0.kind != .extension }!
      let line = workspace.lines(declaration.location.path)?.line(containing: declaration.nameRange.lowerBound) ?? 0
      let place = "\(display(declaration.location.path)):\(line + 1)"
      guard let draft = ComponentDraft(type: type, code: code, place: place, targets: platforms ?? Platform.allCases)
      else { continue }
      if names.contains(ListItem.fold(draft.name)) {
        leftOut.append("\(type): a component of that name exists")
        continue
      }
      components.append(draft)
    }
    // Two types of one simple name are drafted by their qualified names.
    let counts = Dictionary(grouping: components, by: \.name).mapValues(\.count)
    for index in components.indices where counts[components[index].name, default: 0] > 1 {
      components[index].name = components[index].type
    }
    self.components = components
    self.leftOut = leftOut
    if let platforms {
      self.platforms = platforms
    } else {
      let used = Set(components.flatMap(\.platforms))
      self.platforms = used.isEmpty ? Platform.allCases : Platform.allCases.filter(used.contains)
    }
  }

  /// The name of the code's SwiftUI `App` type, without its `App` suffix (`LeafApp` is `Leaf`);
  /// else the title of the application menu of its Interface Builder or AppKit menus (the menu
  /// `NetNewsWire` holding `Quit NetNewsWire`).
  static func appName(_ code: AppCode) -> String? {
    let apps = code.facts.types.filter { $0.kind != .extension && $0.inheritance.contains("App") }
    if apps.isEmpty {
      return code.facts.menuCommands.lazy.compactMap { command -> String? in
        guard let title = command.context.menu?.displayText, let name = command.title?.displayText else { return nil }
        return name == "Quit " + title || name == "Hide " + title ? title : nil
      }
      .first
    }
    guard
      let type = apps.min(by: {
        ($0.location.path, $0.nameRange.lowerBound) < ($1.location.path, $1.nameRange.lowerBound)
      })
    else { return nil }
    let name = type.name.hasSuffix("App") && type.name.count > 3 ? String(type.name.dropLast(3)) : type.name
    return name
  }

  /// The view types of the code, in the order they are declared (by file, then place).
  static func viewTypes(_ code: AppCode) -> [String] {
    let declared = code.declarations.compactMap { type, declarations -> (String, SwiftTypeFact)? in
      guard code.isViewType(type), let first = declarations.first(where: { $0.kind != .extension }) else { return nil }
      return (type, first)
    }
    return declared.sorted {
      ($0.1.location.path, $0.1.nameRange.lowerBound) < ($1.1.location.path, $1.1.nameRange.lowerBound)
    }
    .map(\.0)
  }

  /// The file header: a comment on what the drafts are, `App` and `Platforms`.
  func header(platforms: [Platform]) -> String {
    """
    # Drafted by leaf-lsp init from the app's code: each path says what the code offers on that
    # platform. Write each Meaning, then read every line against what the app should do.
    App: \(app)
    Platforms: \(platforms.map(\.rawValue).joined(separator: ", "))

    """
  }

  /// Every draft in one contract: the header, the menus, the components. A component whose type
  /// is compiled for fewer platforms than the file targets says so in a `# leaf-ignore` of
  /// `missing-platform-path`.
  public var combined: String {
    var blocks: [String] = [header(platforms: platforms)]
    blocks += menus.map(\.text)
    for component in components {
      let missing = platforms.filter { !component.platforms.contains($0) }
      guard !missing.isEmpty else {
        blocks.append(component.text)
        continue
      }
      let compiled = component.platforms.map(\.rawValue).joined(separator: ", ")
      blocks.append(
        "# leaf-ignore: missing-platform-path \(component.type) is compiled for \(compiled) only\n" + component.text
      )
    }
    return blocks.joined(separator: "\n")
  }

  /// One file per component (targeting the platforms its type is compiled for) and one for the
  /// menus, each with its own header.
  public var files: [File] {
    var result: [File] = []
    if !menus.isEmpty {
      result.append(
        File(
          name: "Menus.contract",
          text: header(platforms: platforms) + "\n" + menus.map(\.text).joined(separator: "\n")
        )
      )
    }
    for component in components {
      let name = component.name.map { "/\\:".contains($0) ? "-" : $0 }
      result.append(
        File(name: String(name) + ".contract", text: header(platforms: component.platforms) + "\n" + component.text)
      )
    }
    return result
  }
}
