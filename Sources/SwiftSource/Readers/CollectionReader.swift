/// Reads collections of rows: `List`, `Table` (with its `TableColumn` titles), `ForEach` in a
/// `VStack`/`LazyVStack`/`ScrollView`, and AppKit `NSTableView`/`NSOutlineView`.
struct CollectionReader {
  let reader: FactReader
  var collections: [SwiftCollectionPresentation] = []
  /// Per type, the most `Text`s and `Label`s side by side in one `HStack` of its code.
  var horizontalTexts: [String: Int] = [:]

  /// Containers that stack rows without table or list semantics.
  static let stackContainers: Set<String> = ["VStack", "LazyVStack", "ScrollView"]
  /// Containers a `ForEach` sees through.
  static let transparentContainers: Set<String> = ["Group", "Section"]

  /// The file's `if`/`else` and `switch` branches.
  private let branches: SwiftBranchRegions
  /// The tokens of every `Section`'s header and footer: a title over the rows, not a row.
  private let sectionTitles: [Range<Int>]

  init(reader: FactReader) {
    self.reader = reader
    let structure = reader.structure
    branches = SwiftBranchRegions(structure)
    sectionTitles = Self.sectionTitles(structure)
    for index in structure.calls.indices where !reader.inPreview[index] {
      let call = structure.calls[index]
      guard !call.isMember else { continue }
      switch call.name {
      case "List":
        let closures = structure.trailingClosures(of: call)
        guard let content = closures.first ?? structure.closure("content", of: call) else { continue }
        var row = content.content
        if let forEach = reader.calls(inTokens: row).first(where: { reader.calls[$0].name == "ForEach" }),
          let closure = structure.closure(nil, of: reader.calls[forEach])
            ?? structure.closure("content", of: reader.calls[forEach])
        {
          row = closure.content
        }
        append(.list, ["List"], call, row: row)
      case "Table":
        var columns: [SwiftText] = []
        var rows: [Range<Int>] = []
        for closure in structure.trailingClosures(of: call) { rows.append(closure.content) }
        for argument in structure.arguments(of: call) {
          if let closure = argument.closure { rows.append(closure.content) }
        }
        for region in rows {
          for column in reader.calls(inTokens: region) where reader.calls[column].name == "TableColumn" {
            if let title = structure.firstUnlabeledArgument(of: reader.calls[column]) {
              columns.append(reader.text(of: title))
            }
          }
        }
        append(.table, ["Table"], call, row: rows.first ?? call.tokens, columns: columns)
      case "ForEach":
        guard let containers = stackContainers(around: index), !containers.isEmpty,
          let closure = structure.closure(nil, of: call) ?? structure.closure("content", of: call)
        else { continue }
        append(.stack, containers, call, row: closure.content)
      case "NSTableView", "NSOutlineView":
        append(call.name == "NSTableView" ? .nsTableView : .nsOutlineView, [call.name], call, row: 0..<0)
      default:
        break
      }
    }
    readAppKitTables()
    for index in structure.calls.indices where structure.calls[index].name == "HStack" && !isSectionTitle(index) {
      guard let type = reader.typeName(structure.calls[index].owner) else { continue }
      horizontalTexts[type] = max(horizontalTexts[type] ?? 0, sideBySideTexts(in: index))
    }
  }

  /// How many `Text`s and `Label`s are direct children of the `HStack` at `index` (a view with
  /// modifiers counting once; one inside `ForEach` is not a column of its own). Of the branches of
  /// one `if`/`else` chain or `switch`, only one is shown: they count as the branch with the most
  /// (UTM's release notes: a bullet, then the note as Markdown or else as plain text, two columns).
  /// A literal `Text` with no interpolation is no column: a separator (`Text("·")`, VirtualBuddy's
  /// build · size) or a label (`Text("Version:")`, Pearcleaner's cask picker), the same on every
  /// row. In a branch it may differ from row to row (`if file.isFolder { Text("Folder") } else {
  /// Text("File") }`, a kind column) and is still not counted: the rule errs toward fewer tables
  /// asked for. Texts joined with `+`, with modifiers on each
  /// (`Text(old) + Text(" → ") + Text(new)`), are one `Text` on screen: one column, when any of
  /// them is one (Pearcleaner's versions).
  func sideBySideTexts(in index: Int) -> Int {
    let structure = reader.structure
    guard !structure.calls[index].isMember,
      let content = structure.closure(nil, of: structure.calls[index])
        ?? structure.closure("content", of: structure.calls[index])
    else { return 0 }
    let outer = branches.branches(at: structure.calls[index].range.lowerBound).count
    var columns: [[SwiftBranch]] = []
    // The `Text` before a `+`: its branches, and whether it (or a `Text` joined to it) is a column.
    var joined: (branches: [SwiftBranch], isColumn: Bool)?
    for child in reader.calls(inTokens: content.content) where reader.calls[child].parent == index {
      let call = reader.calls[child]
      guard !call.isMember else { continue }
      guard call.name == "Text" || call.name == "Label" else {
        joined = nil
        continue
      }
      let isColumn = call.name == "Label" || !isSameOnEveryRow(call)
      if call.name == "Text", structure.token(call.nameToken - 1, is: "+"), let previous = joined {
        if isColumn, !previous.isColumn { columns.append(previous.branches) }
        joined = (previous.branches, previous.isColumn || isColumn)
        continue
      }
      let place = Array(branches.branches(at: call.range.lowerBound).dropFirst(outer))
      if isColumn { columns.append(place) }
      joined = call.name == "Text" ? (place, isColumn) : nil
    }
    return Self.count(columns)
  }

  /// How many columns are shown at once, of columns standing in the branches `columns` (one
  /// list each, outermost first): those in no branch, and of each statement, its fullest branch.
  static func count(_ columns: [[SwiftBranch]]) -> Int {
    var count = 0
    var statements: [Int: [Int: [[SwiftBranch]]]] = [:]
    for column in columns {
      guard let first = column.first else {
        count += 1
        continue
      }
      statements[first.statement, default: [:]][first.branch, default: []].append(Array(column.dropFirst()))
    }
    for branches in statements.values { count += branches.values.map(Self.count).max() ?? 0 }
    return count
  }

  /// Whether `call` is a `Text` of a literal with no interpolation (`Text("·")`, `Text("Version:")`):
  /// a separator or a label, the same on every row.
  private func isSameOnEveryRow(_ call: SwiftCall) -> Bool {
    guard call.name == "Text", let text = reader.textOfTextCall(call) else { return false }
    return text.isLiteral && !text.isInterpolated
  }

  /// The most `Text`s side by side in one `HStack` within the tokens `row`.
  func columns(in row: Range<Int>) -> Int {
    var most = 0
    for index in reader.calls(inTokens: row) where reader.calls[index].name == "HStack" && !isSectionTitle(index) {
      most = max(most, sideBySideTexts(in: index))
    }
    return most
  }

  /// The header and footer of every `Section` in `structure` (`Section { … } header: { … }`,
  /// `Section(header: HStack { … })`), as token ranges.
  static func sectionTitles(_ structure: SwiftStructure) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for call in structure.calls where call.name == "Section" && !call.isMember {
      for label in ["header", "footer"] {
        if let closure = structure.closure(label, of: call) {
          result.append(closure.content)
        } else if let argument = structure.argument(label, of: call) {
          result.append(argument.tokens)
        }
      }
    }
    return result
  }

  /// Whether the call at `index` is in a `Section`'s header or footer: the texts side by side
  /// there title the rows (Swiftfin's `Existing items - 12`), they are no row's columns.
  private func isSectionTitle(_ index: Int) -> Bool {
    let token = reader.calls[index].nameToken
    return sectionTitles.contains { $0.contains(token) }
  }

  /// The stack containers around the `ForEach` at `index`, outermost first; nil when the
  /// nearest container is something else (a `List`, a `Picker`, an `HStack`).
  func stackContainers(around index: Int) -> [String]? {
    var containers: [String] = []
    var current = index
    while let parent = reader.calls[current].parent {
      let call = reader.calls[parent]
      if call.isMember {
        current = parent
        continue
      }
      if Self.stackContainers.contains(call.name) {
        containers.insert(call.name, at: 0)
      } else if !Self.transparentContainers.contains(call.name) {
        return containers.isEmpty ? nil : containers
      }
      current = parent
    }
    return containers.isEmpty ? nil : containers
  }

  /// `NSTableView`/`NSOutlineView` subclasses and properties.
  private mutating func readAppKitTables() {
    let structure = reader.structure
    for declaration in structure.declarations where declaration.kind == .class {
      for kind in [("NSTableView", SwiftCollectionPresentation.Kind.nsTableView), ("NSOutlineView", .nsOutlineView)]
      where declaration.inheritance.first == kind.0 {
        collections.append(
          SwiftCollectionPresentation(
            kind: kind.1,
            containers: [kind.0],
            columns: [],
            rowTextCount: 0,
            rowTypes: [],
            enclosingType: declaration.qualifiedName,
            platforms: reader.platforms(declaration.nameRange),
            location: reader.location(declaration.range)
          )
        )
      }
    }
    for member in structure.members where !member.isLocal {
      guard let type = member.typeText else { continue }
      let name = type.trimming("!?")
      guard name == "NSTableView" || name == "NSOutlineView" else { continue }
      collections.append(
        SwiftCollectionPresentation(
          kind: name == "NSTableView" ? .nsTableView : .nsOutlineView,
          containers: [name],
          columns: [],
          rowTextCount: 0,
          rowTypes: [],
          enclosingType: reader.typeName(member.owner),
          platforms: reader.platforms(member.range),
          location: reader.location(member.range)
        )
      )
    }
  }

  private mutating func append(
    _ kind: SwiftCollectionPresentation.Kind,
    _ containers: [String],
    _ call: SwiftCall,
    row: Range<Int>,
    columns: [SwiftText] = []
  ) {
    var texts = 0
    var rowTypes: [String] = []
    for index in reader.calls(inTokens: row) where !reader.calls[index].isMember {
      let name = reader.calls[index].name
      if name == "Text" { texts += 1 }
      if let first = name.unicodeScalars.first, first.properties.isUppercase,
        !ControlReader.builtinTypes.contains(name),
        FactReader.controlNames[name] == nil, !ControlReader.isFrameworkName(name), !rowTypes.contains(name)
      {
        rowTypes.append(name)
      }
    }
    var collection = SwiftCollectionPresentation(
      kind: kind,
      containers: containers,
      columns: columns,
      rowTextCount: texts,
      rowTypes: rowTypes,
      enclosingType: reader.typeName(call.owner),
      platforms: reader.platforms(call.range),
      location: reader.location(call.range)
    )
    collection.rowColumnCount = self.columns(in: row)
    collections.append(collection)
  }
}

extension String {
  /// The string without the characters of `set` at either end.
  func trimming(_ set: String) -> String {
    var slice = Substring(self)
    while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
