/// Reads one block's text into a ``BlockModel``: a pure function of the text and of the
/// workspace's menu command names that its path segments may start with.
///
/// Architecture Invariant: reading never fails; what cannot be read is kept as facts that rules
/// turn into findings.
enum BlockReader {
  /// Reads `bytes`, the text of the file header (`isFileHeader`) or of one block.
  ///
  /// - Parameter commands: the names of the menu commands whose folded first word is the one given.
  static func read(_ bytes: [UInt8], isFileHeader: Bool, commands: @escaping (String) -> [String]) -> BlockModel {
    read(LineTable(bytes: bytes), isFileHeader: isFileHeader, commands: commands)
  }

  /// ``read(_:isFileHeader:commands:)`` of the text of `lines` (its line table made already).
  static func read(_ lines: LineTable, isFileHeader: Bool, commands: @escaping (String) -> [String]) -> BlockModel {
    let tree = ContractParser.parse(lines: lines)
    let suppressions = SuppressionReader(tree: tree).read()
    guard !isFileHeader, let block = tree.blocks.first else {
      let (header, misplaced, repeated) = readHeader(tree.headerFields)
      return BlockModel(
        tree: tree,
        content: .header(header),
        suppressions: suppressions,
        misplacedFields: misplaced,
        repeatedFields: repeated,
        segmentWords: []
      )
    }
    switch block.kind {
    case .component:
      var reader = ComponentReader(block: block, commands: commands)
      let component = reader.read()
      return BlockModel(
        tree: tree,
        content: .component(component),
        suppressions: suppressions,
        misplacedFields: reader.misplaced,
        repeatedFields: reader.repeated,
        segmentWords: reader.segmentWords
      )
    case .menu:
      return BlockModel(
        tree: tree,
        content: .menu(Menu(block: block)),
        suppressions: suppressions,
        misplacedFields: [],
        repeatedFields: [],
        segmentWords: []
      )
    case .catalog:
      let (entry, misplaced, repeated) = TeamCatalogEntry.read(block)
      return BlockModel(
        tree: tree,
        content: .catalog(entry),
        suppressions: suppressions,
        misplacedFields: misplaced,
        repeatedFields: repeated,
        segmentWords: []
      )
    }
  }

  /// The file header's fields, with its unknown and repeated ones.
  static func readHeader(_ fields: [FieldSyntax]) -> (FileHeader, [MisplacedField], [RepeatedField]) {
    let table = FieldTable(fields, in: .fileHeader)
    var platforms: [Platform] = []
    var unknown: [ListItem] = []
    for item in table[.platforms].map({ ListItem.items(of: $0) }) ?? [] {
      if let platform = Platform(name: item.text) {
        if !platforms.contains(platform) { platforms.append(platform) }
      } else {
        unknown.append(item)
      }
    }
    let header = FileHeader(
      app: table[.app].map(\.value).flatMap { $0.isEmpty ? nil : $0 },
      platformsField: table[.platforms],
      // A `Platforms` line whose names are all unknown targets the default, beside its warnings.
      declaredPlatforms: table[.platforms] == nil || platforms.isEmpty ? nil : platforms,
      unknownPlatforms: unknown,
      see: table[.see].map { ListItem.items(of: $0) } ?? []
    )
    return (header, table.misplaced, table.repeated)
  }
}
