/// A field in a place the language does not define.
public struct MisplacedField: Sendable, Hashable {
  /// The field.
  public var field: FieldSyntax
  /// Where it stands.
  public var context: FieldKey.Context
}

/// A non-path field written again in the same block.
public struct RepeatedField: Sendable, Hashable {
  /// The repetition (which is ignored).
  public var field: FieldSyntax
  /// The first occurrence (which wins).
  public var first: FieldSyntax
}

/// A parsed and read `.contract` file: the syntax tree and its meaning.
///
/// Building it never fails; what cannot be read is kept as facts (unknown fields, repeated
/// fields, invalid shortcuts) that rules turn into diagnostics.
public struct ContractDocument: Sendable {
  /// The document's key in the workspace (a path or a URI).
  public let key: String
  /// The syntax tree.
  public internal(set) var tree: SyntaxTree
  /// The `App` of the file header, if written.
  public var app: String?
  /// The `Platforms` field, if written.
  public var platformsField: FieldSyntax?
  /// The platforms named by `Platforms` (unknown names are in ``unknownPlatforms``).
  public var declaredPlatforms: [Platform]?
  /// Items of `Platforms` that name no platform.
  public var unknownPlatforms: [ListItem]
  /// Items of the file header's `See`.
  public var see: [ListItem]
  /// Components in order.
  public var components: [Component]
  /// Menus in order.
  public var menus: [Menu]
  /// Team catalog entries in order.
  public var catalogEntries: [TeamCatalogEntry]
  /// `# leaf-ignore` comments.
  public var suppressions: [Suppression]
  /// Fields with keys unknown where they stand.
  public var misplacedFields: [MisplacedField]
  /// Non-path fields written twice in a block.
  public var repeatedFields: [RepeatedField]

  /// The line table of the text.
  public var lines: LineTable { tree.lines }
}

extension ContractDocument {
  /// The platforms the file targets: its `Platforms`, else the configuration's, else all three.
  ///
  /// Everywhere: a path for a platform outside them is read (hover, symbols) but no rule checks it
  /// and none requires it; menu commands stand in the menu bar of the targeted ones of iPad and Mac.
  public func targets(configured: [Platform]?) -> [Platform] {
    declaredPlatforms ?? configured ?? Platform.allCases
  }
}
