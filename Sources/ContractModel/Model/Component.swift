/// How an action came to exist.
public enum ActionOrigin: String, Sendable, Hashable {
  /// `Primary action:` or the sentence `Primary action: X.` in `Meaning`.
  case primary
  /// `Actions:`.
  case declared
  /// A capitalised first word of a path segment that names a mechanism or shortcut.
  case implicit
}

/// An action of a component.
public struct Action: Sendable, Hashable {
  /// The name as first written.
  public var name: String
  /// How it was declared.
  public var origin: ActionOrigin
  /// Where it was first written.
  public var range: SourceRange

  /// The name folded for comparison.
  public var key: String { ListItem.fold(name) }
}

/// One part of a `Check` field: `Mac: …` inside `Check:`, `Check Mac: …`, or a check for every platform.
public struct CheckPart: Sendable, Hashable {
  /// The platform the part is for, or nil for all.
  public var platform: Platform?
  /// The text of the part.
  public var text: String
  /// Where the part is written.
  public var range: SourceRange
  /// The field it belongs to.
  public var field: FieldSyntax
  /// UTF-8 offsets of `text` within the field's value.
  public var valueRange: Range<Int>
}

/// A component block, read into its meaning, actions and platform paths.
public struct Component: Sendable, Hashable {
  /// The block as parsed.
  public var syntax: BlockSyntax
  /// The component's name.
  public var name: String { syntax.name }
  /// The first occurrence of each field (path fields are in ``paths``).
  public var fields: [FieldKey: FieldSyntax]
  /// The actions, primary ones first, then declared, then implicit, each once.
  public var actions: [Action]
  /// The primary actions' names, in order.
  public var primaryActions: [String] { actions.filter { $0.origin == .primary }.map(\.name) }
  /// Items of `Columns`.
  public var columns: [ListItem]
  /// Items of `Hover`.
  public var hover: [ListItem]
  /// Items of `Reading order`.
  public var readingOrder: [ListItem]
  /// Items of each `<Platform> reading order`.
  public var platformReadingOrders: [Platform: [ListItem]]
  /// Items of `See`.
  public var see: [ListItem]
  /// Every part of every `Check` field.
  public var checks: [CheckPart]
  /// The path of each platform that has one.
  public var paths: [Platform: PlatformPath]

  /// The field for `key`, if written.
  public func field(_ key: FieldKey) -> FieldSyntax? { fields[key] }

  /// The action named `name` (case-insensitive).
  public func action(named name: String) -> Action? {
    let key = ListItem.fold(name)
    return actions.first { $0.key == key }
  }

  /// Whether the component is a custom view (`Kind: custom view`).
  public var isCustomView: Bool { fields[.kind].map { ListItem.fold($0.value) == "custom view" } ?? false }

  /// Whether there is a check for `platform` (`Check: Mac: …`, `Check Mac:`, `Mac check:`).
  public func hasCheck(for platform: Platform) -> Bool { checks.contains { $0.platform == platform } }
}
