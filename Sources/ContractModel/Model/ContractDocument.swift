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

/// One block of a document snapshot, with where it stands: its model's positions are relative
/// to ``start``.
public struct PlacedBlock: Sendable {
  /// The block's identity.
  public let id: BlockID
  /// Where the block starts in the document (UTF-8 offset).
  public let start: Int
  /// The block's first line in the document.
  public let firstLine: Int
  /// The block, as read.
  public let model: BlockModel

  /// `range` of the block, in the document's offsets.
  public func absolute(_ range: SourceRange) -> SourceRange { range.shifted(by: start) }

  /// `offset` of the document, in the block's offsets.
  public func relative(_ offset: Int) -> Int { offset - start }

  /// The block's length in bytes.
  public var length: Int { model.lines.bytes.count }

  /// Whether the block holds the document's `offset` (its end included).
  public func contains(_ offset: Int) -> Bool { offset >= start && offset <= start + length }
}

/// A value of a block (a component, a menu, a catalog entry), with the block it stands in.
public struct Placed<Value: Sendable>: Sendable {
  /// The value, its positions relative to ``block``.
  public let value: Value
  /// The block.
  public let block: PlacedBlock

  /// `range` of the value's block, in the document's offsets.
  public func absolute(_ range: SourceRange) -> SourceRange { block.absolute(range) }
}

/// A snapshot of one `.contract` file: its blocks, each read from its own text, with where it
/// stands. Building it never fails.
public struct ContractDocument: Sendable {
  /// The document's key in the workspace (a path or a URI).
  public let key: String
  /// The blocks, in order; the first is the file header (possibly empty).
  public let blocks: [PlacedBlock]
  /// The document's lines.
  public let lines: DocumentLines
  /// The platforms the file targets: its `Platforms`, else its configuration's, else all three.
  public let targets: [Platform]

  /// A snapshot of `blocks` (their first the file header), read with the configured `platforms`.
  init(key: String, blocks: [(id: BlockID, model: BlockModel)], configuredPlatforms: [Platform]?) {
    self.key = key
    self.targets = (blocks.first?.model.content.header ?? .empty).targets(configured: configuredPlatforms)
    var placed: [PlacedBlock] = []
    var offset = 0
    var line = 0
    for block in blocks {
      placed.append(PlacedBlock(id: block.id, start: offset, firstLine: line, model: block.model))
      offset += block.model.lines.bytes.count
      line += block.model.lines.lineCount - 1
    }
    self.blocks = placed
    self.lines = DocumentLines(tables: blocks.map(\.model.lines))
  }

  /// Reads `text` alone, as a document without a workspace.
  public init(key: String, text: String) {
    let workspace = ContractWorkspace()
    workspace.setDocument(key, text: text)
    self = workspace.document(key)!
  }

  /// The file header's facts.
  public var header: FileHeader { blocks.first?.model.content.header ?? .empty }
  /// The `App` of the file header, if written.
  public var app: String? { header.app }
  /// The platforms named by `Platforms` (nil when it names none it knows, or is not written).
  public var declaredPlatforms: [Platform]? { header.declaredPlatforms }
  /// Items of `Platforms` that name no platform.
  public var unknownPlatforms: [ListItem] { header.unknownPlatforms }
  /// Items of the file header's `See`.
  public var see: [ListItem] { header.see }

  /// The components, each with its block.
  public var components: [Placed<Component>] {
    blocks.compactMap { block in block.model.content.component.map { Placed(value: $0, block: block) } }
  }

  /// The menus, each with its block.
  public var menus: [Placed<Menu>] {
    blocks.compactMap { block in block.model.content.menu.map { Placed(value: $0, block: block) } }
  }

  /// The team catalog entries, each with its block.
  public var catalogEntries: [Placed<TeamCatalogEntry>] {
    blocks.compactMap { block in block.model.content.catalogEntry.map { Placed(value: $0, block: block) } }
  }

  /// The block holding `offset` (the last one whose start is at or before it; a block's end
  /// belongs to it when no block starts there).
  public func block(containing offset: Int) -> PlacedBlock {
    var low = 0
    var high = blocks.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if blocks[middle].start <= offset { low = middle } else { high = middle - 1 }
    }
    return blocks[low]
  }

  /// The line ending the document uses (CRLF when its first line ends with one).
  public var lineEnding: LineEnding {
    guard lines.lineCount > 1 else { return .lf }
    let newline = lines.startOfLine(1) - 1
    return newline > 0 && lines.text(in: SourceRange(start: newline - 1, end: newline)) == "\r" ? .crlf : .lf
  }

  /// Whether the text starts with a UTF-8 byte order mark.
  public var hasByteOrderMark: Bool { blocks.first { $0.length > 0 }?.model.tree.hasByteOrderMark ?? false }

  /// The document's text.
  public var text: String { lines.text(in: SourceRange(start: 0, end: lines.byteCount)) }

}

extension ContractWorkspace {
  /// A snapshot of document `key`, its models read again where the workspace let them go.
  public func document(_ key: String) -> ContractDocument? {
    refresh()
    guard let document = documents[key] else { return nil }
    if let snapshot = document.snapshot { return snapshot }
    let blocks = document.blocks.indices.map { index in
      (document.blocks[index].id, model(document, index))
    }
    let snapshot = ContractDocument(key: key, blocks: blocks, configuredPlatforms: document.configuration.platforms)
    // Kept for an open document (its models are held anyway) until its blocks or configuration change.
    if document.keepsModels { document.snapshot = snapshot }
    return snapshot
  }

  /// The lines of `key`, built once per change of its blocks (or of a code file, once).
  public func lines(_ key: String) -> DocumentLines? {
    documents[key]?.lines ?? markdown.documents[key]?.lines ?? codeLines(key)
  }
}

extension ContractDocument {
  /// Every shortcut binding the document makes on its targets, its ranges in the document's
  /// offsets.
  public var shortcutBindings: [ShortcutBinding] {
    blocks.flatMap { block in
      BlockBindings.of(block.model.content, targets: targets, app: app, document: key, block: block.id).map {
        $0.withRanges(block.absolute)
      }
    }
  }
}
