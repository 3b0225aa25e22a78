extension ContractDocument {
  /// Every symbol occurrence the document writes, in source order.
  ///
  /// Only a platform's own segments count (a segment `same` brings in is written on another line), so
  /// each written name appears once. `Menu → Command` references in `Check` fields are resolved against
  /// the menus of `facts` (and of this document).
  public func symbolOccurrences(facts: WorkspaceFacts = WorkspaceFacts()) -> [SymbolOccurrence] {
    var collector = OccurrenceCollector(document: self, facts: facts)
    collector.collect()
    return collector.occurrences.sorted { $0.range < $1.range }
  }

  /// The occurrence whose range contains `offset` (or ends at it), the innermost first.
  public func symbolOccurrence(at offset: Int, facts: WorkspaceFacts = WorkspaceFacts()) -> SymbolOccurrence? {
    let all = symbolOccurrences(facts: facts)
    if let inside = all.filter({ $0.range.start <= offset && offset < $0.range.end }).min(by: {
      $0.range.length < $1.range.length
    }) {
      return inside
    }
    return all.last { $0.range.end == offset && !$0.range.isEmpty }
  }
}

/// Walks a document and records what it names.
private struct OccurrenceCollector {
  let document: ContractDocument
  let facts: WorkspaceFacts
  var occurrences: [SymbolOccurrence] = []
  /// The block being walked: its ranges are made the document's as they are recorded.
  private var block: PlacedBlock?

  init(document: ContractDocument, facts: WorkspaceFacts) {
    self.document = document
    self.facts = facts
  }

  mutating func collect() {
    for placed in document.blocks {
      block = placed
      switch placed.model.content {
      case .header(let header):
        for item in header.see { add(.catalogEntry(item.folded), item.range, .reference, .elsewhere) }
      case .component(let component):
        collect(component)
      case .menu(let menu):
        let place = OccurrencePlace.menu(menu.title)
        add(.menu(ListItem.fold(menu.title)), menu.syntax.nameRange, .declaration, place)
        for command in menu.commands {
          add(.action(command.key), command.syntax.nameRange, .declaration, place)
          if let use = command.shortcut, let shortcut = use.shortcut {
            add(.shortcut(shortcut), use.range, .reference, place)
          }
        }
      case .catalog(let entry):
        add(.catalogEntry(ListItem.fold(entry.name)), entry.syntax.nameRange, .declaration, .elsewhere)
        for item in entry.see { add(.catalogEntry(item.folded), item.range, .reference, .elsewhere) }
      }
    }
  }

  private mutating func collect(_ component: Component) {
    let place = OccurrencePlace.component(component.name)
    add(.component(component.name), component.syntax.nameRange, .declaration, place)
    if let field = component.field(.primaryAction) {
      for item in ListItem.items(of: field) { add(.action(item.folded), item.range, .declaration, place) }
    }
    if let meaning = component.field(.meaning) {
      for item in ComponentReader.primaryActionsInMeaning(meaning) {
        add(.action(item.folded), item.range, .declaration, place)
      }
    }
    if let field = component.field(.actions) {
      for item in ListItem.items(of: field) { add(.action(item.folded), item.range, .declaration, place) }
    }
    for item in component.see { add(.catalogEntry(item.folded), item.range, .reference, place) }
    for platform in Platform.allCases {
      guard let path = component.paths[platform] else { continue }
      if let same = path.sameRange {
        add(.same(component: component.name, platform: platform), same, .reference, place)
      }
      for segment in path.ownSegments {
        if let subject = segment.subject, let range = segment.subjectRange {
          add(.action(ListItem.fold(subject)), range, segment.declaresSubject ? .declaration : .reference, place)
        }
        for use in segment.shortcuts {
          if let shortcut = use.shortcut { add(.shortcut(shortcut), use.range, .reference, place) }
        }
      }
    }
    for part in component.checks {
      for reference in MenuReference.find(in: part) {
        guard let resolved = resolve(reference) else { continue }
        add(.action(resolved.key), resolved.range, .reference, .check(component.name))
      }
    }
  }

  /// The command a `Menu → Command` reference names: the longest candidate a declared menu of that title has.
  private func resolve(_ reference: MenuReference) -> (key: String, range: SourceRange)? {
    let local = Dictionary(grouping: document.menus.map(\.value), by: { ListItem.fold($0.title) })
      .mapValues { $0.map { (menu: $0, app: document.app) } }
    let all = facts.menus.mapValues { $0.map { (menu: $0.menu, app: $0.app) } }.merging(local) { $0 + $1 }
    guard let (_, menus) = reference.resolve(in: all, app: document.app, appOf: \.app) else { return nil }
    let commands = menus.flatMap { $0.menu.commands.map(\.key) }
    guard let key = reference.commandCandidates.last(where: { commands.contains($0) }) else { return nil }
    let wordCount = key.split(separator: " ").count
    let bytes = block?.model.lines.bytes ?? []
    return (key, Self.prefix(ofWords: wordCount, from: reference.commandRange.start, in: bytes))
  }

  /// The range of the first `count` words starting at `start` (blanks and line breaks between them).
  static func prefix(ofWords count: Int, from start: Int, in bytes: [UInt8]) -> SourceRange {
    var index = start
    var words = 0
    var end = start
    while index < bytes.count, words < count {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
      guard index < bytes.count else { break }
      while index < bytes.count, !Self.endsWord(bytes[index]) { index += 1 }
      end = index
      words += 1
    }
    return SourceRange(start: start, end: end)
  }

  private static func endsWord(_ byte: UInt8) -> Bool {
    [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":")].contains(byte)
  }

  private mutating func add(
    _ symbol: ContractSymbol,
    _ range: SourceRange,
    _ role: OccurrenceRole,
    _ place: OccurrencePlace
  ) {
    guard !range.isEmpty else { return }
    let range = block.map { range.shifted(by: $0.start) } ?? range
    guard !occurrences.contains(where: { $0.range == range && $0.symbol == symbol }) else { return }
    occurrences.append(SymbolOccurrence(symbol: symbol, range: range, role: role, place: place))
  }
}
