/// Reads a component block into a ``Component``.
struct ComponentReader {
  let block: BlockSyntax
  /// The names of the workspace's menu commands whose first word (folded) is the one given: the
  /// commands a segment starting with that word may name.
  let commands: (String) -> [String]
  private(set) var misplaced: [MisplacedField] = []
  private(set) var repeated: [RepeatedField] = []
  /// The folded first words of every path segment, sorted, each once: the commands looked up.
  private(set) var segmentWords: [String] = []
  /// The primary actions read as the menu command they misspell.
  private(set) var misspeltPrimaryNames: [MisspeltPrimaryName] = []

  init(block: BlockSyntax, commands: @escaping (String) -> [String]) {
    self.block = block
    self.commands = commands
  }

  mutating func read() -> Component {
    var fields = ComponentFields(of: block.fields)
    // Per platform, indexed by `Platform.order`: no table of platforms on the way.
    var pathFields = [[FieldSyntax]?](repeating: nil, count: Platform.allCases.count)
    var checkFields: [(FieldSyntax, Platform?)] = []
    for (position, field) in block.fields.enumerated() {
      guard let key = FieldKey(field.key, in: .component) else {
        misplaced.append(MisplacedField(field: field, context: .component))
        continue
      }
      switch key {
      case .path(let platform):
        if pathFields[platform.order] == nil { pathFields[platform.order] = [] }
        pathFields[platform.order]!.append(field)
        continue
      case .check(let platform):
        checkFields.append((field, platform))
      default:
        break
      }
      if let first = fields[key] {
        repeated.append(RepeatedField(field: field, first: first))
      } else {
        fields.set(key, at: position)
      }
    }

    var (actions, misspeltPrimary) = declaredActions(fields)
    let paths = readPaths(pathFields, actions: &actions)
    var readingOrders = PlatformTable<[ListItem]>()
    for platform in Platform.allCases {
      if let field = fields[.platformReadingOrder(platform)] { readingOrders[platform] = ListItem.items(of: field) }
    }
    return Component(
      syntax: block,
      fields: fields,
      actions: actions,
      columns: fields[.columns].map { ListItem.items(of: $0) } ?? [],
      hover: fields[.hover].map { ListItem.items(of: $0) } ?? [],
      readingOrder: fields[.readingOrder].map { ListItem.items(of: $0) } ?? [],
      platformReadingOrders: readingOrders,
      see: fields[.see].map { ListItem.items(of: $0) } ?? [],
      codeTypes: fields[.code].map { ListItem.items(of: $0) } ?? [],
      checks: checkFields.flatMap { CheckReader.parts(of: $0.0, platform: $0.1) },
      paths: paths,
      misspeltPrimary: misspeltPrimary,
      misspeltPrimaryNames: misspeltPrimaryNames
    )
  }

  // MARK: - Actions

  /// Primary actions (field and Meaning sentence, or else a misspelt one, which is returned too),
  /// then `Actions`.
  func declaredActions(_ fields: ComponentFields) -> (actions: [Action], misspeltPrimary: MisspeltPrimaryMarker?) {
    var actions: [Action] = []
    var keys: Set<String> = []
    func add(_ item: ListItem, _ origin: ActionOrigin, misspelt: Bool = false) {
      guard keys.insert(item.folded).inserted else { return }
      actions.append(Action(name: item.text, origin: origin, range: item.range, isMisspeltPrimary: misspelt))
    }
    if let field = fields[.primaryAction] {
      for item in ListItem.items(of: field) { add(item, .primary) }
    }
    if let meaning = fields[.meaning] {
      for item in Self.primaryActionsInMeaning(meaning) { add(item, .primary) }
    }
    // A misspelt `Primary action` is read only where nothing else declares the primary action.
    var misspeltPrimary: MisspeltPrimary?
    if actions.isEmpty {
      misspeltPrimary =
        fields[.meaning].flatMap(Self.misspeltPrimarySentence) ?? Self.misspeltPrimaryKey(among: misplaced)
      for item in misspeltPrimary?.names ?? [] { add(item, .primary, misspelt: true) }
    }
    if let field = fields[.actions] {
      for item in ListItem.items(of: field) { add(item, .declared) }
    }
    return (actions, misspeltPrimary?.marker)
  }

  /// The names in a sentence `Primary action: X.` (or `Primary actions: X, Y.`) inside `Meaning`.
  static func primaryActionsInMeaning(_ field: FieldSyntax) -> [ListItem] {
    let bytes = Array(field.value.utf8)
    let marker = primaryActionMarker
    var index = 0
    while index + marker.count <= bytes.count {
      guard PathParser.matchesIgnoringCase(bytes, at: index, marker) else {
        index += 1
        continue
      }
      var cursor = index + marker.count
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "s") { cursor += 1 }
      guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else {
        index += 1
        continue
      }
      let start = cursor + 1
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: ".") { end += 1 }
      return ListItem.items(of: field, in: start..<end).flatMap { item in
        mentionsAnd(item.text) ? splitAnd(item) : [item]
      }
    }
    return []
  }

  /// Whether `text`, lower-cased, contains ` and `: compared by bytes when it is ASCII.
  static func mentionsAnd(_ text: String) -> Bool {
    ASCIIBytes.with(text) { bytes in
      ASCIIBytes.isASCII(bytes) ? ASCIIBytes.contains(bytes, lowercased: " and ") : text.lowercased().contains(" and ")
    }
  }

  private static let primaryActionMarker = Array("primary action".utf8)

  static func splitAnd(_ item: ListItem) -> [ListItem] {
    let bytes = Array(item.text.utf8)
    let separator = Array(" and ".utf8)
    var result: [ListItem] = []
    var start = 0
    var index = 0
    func flush(_ end: Int) {
      guard end > start else { return }
      let text = String(decoding: bytes[start..<end], as: UTF8.self)
      result.append(
        ListItem(text: text, range: SourceRange(start: item.range.start + start, end: item.range.start + end))
      )
    }
    while index + separator.count <= bytes.count {
      if PathParser.matchesIgnoringCase(bytes, at: index, separator) {
        flush(index)
        index += separator.count
        start = index
      } else {
        index += 1
      }
    }
    flush(bytes.count)
    return result
  }

  // MARK: - Paths

  /// Parses each platform's lines, declares implicit actions, then expands `same`.
  /// `fieldsByPlatform` holds each platform's lines, indexed by `Platform.order`.
  mutating func readPaths(
    _ fieldsByPlatform: [[FieldSyntax]?],
    actions: inout [Action]
  ) -> PlatformTable<PlatformPath> {
    var scanned = scanAll(fieldsByPlatform)
    var keys = Set(actions.map(\.key))
    let commandLayer = commandLayer(for: scanned)
    var subjects = findSubjects(scanned, actions: actions, commands: commandLayer)
    // Implicit actions found in one platform are subjects on every platform: look again with them.
    let implicit = Self.inSourceOrder(subjects, scanned).filter { $0.implicitWay != nil }
    if !implicit.isEmpty {
      for subject in implicit where keys.insert(ListItem.fold(subject.name)).inserted {
        actions.append(
          Action(name: subject.name, origin: .implicit, range: subject.range, implicitWay: subject.implicitWay)
        )
      }
      subjects = findSubjects(scanned, actions: actions, commands: commandLayer)
    }
    // A subject that names a menu command but no declared action is an action of the component too.
    for subject in Self.inSourceOrder(subjects, scanned) where keys.insert(ListItem.fold(subject.name)).inserted {
      actions.append(Action(name: subject.name, origin: .menuCommand, range: subject.range))
    }
    readMisspeltPrimaryNames(&actions, subjects: subjects, scanned: scanned)
    var paths = PlatformTable<PlatformPath>()
    var previous: PlatformPath?
    for (order, platform) in Platform.allCases.enumerated() {
      // Taken out of `scanned`, the segments are held once and take their subjects in place.
      guard let fields = fieldsByPlatform[order], var parsed = scanned[order] else { continue }
      scanned[order] = nil
      for (index, subject) in subjects[order].enumerated() {
        parsed.segments[index].subject = subject?.name
        parsed.segments[index].subjectRange = subject?.range
        parsed.segments[index].declaresSubject =
          subject.map { subject in actions.contains { $0.isImplicit && $0.range == subject.range } } ?? false
      }
      var path = PlatformPath(
        platform: platform,
        fields: fields,
        ownSegments: parsed.segments,
        segments: parsed.segments,
        sameRange: parsed.sameRange,
        inheritsFrom: nil
      )
      // `same` inherits from the latest earlier platform with a path.
      if parsed.sameRange != nil, let source = previous { path.inherit(from: source) }
      paths[platform] = path
      previous = path
    }
    return paths
  }

  /// Reads the primary actions that misspell a menu command of the paths as that command
  /// (``readMisspeltPrimaryNames(_:subjects:hasMacPath:reachedByMenuBar:commands:)``), and adds the
  /// words it looked up to ``segmentWords``.
  private mutating func readMisspeltPrimaryNames(
    _ actions: inout [Action],
    subjects: [[PathParser.Subject?]],
    scanned: [ScannedPath?]
  ) {
    guard actions.contains(where: { $0.origin == .menuCommand }) else { return }
    var folded = PlatformTable<Set<String>>()
    var reachedByMenuBar = false
    for (order, platform) in Platform.allCases.enumerated() {
      guard let segments = scanned[order]?.segments else { continue }
      folded[platform] = Set(subjects[order].compactMap { $0.map { ListItem.fold($0.name) } })
      for (index, segment) in segments.enumerated() where subjects[order][index] == nil {
        if segment.mechanisms.contains(where: \.mechanism.isMenuBar) { reachedByMenuBar = true }
      }
    }
    let read = Self.readMisspeltPrimaryNames(
      &actions,
      subjects: folded,
      hasMacPath: scanned[Platform.mac.order] != nil,
      reachedByMenuBar: reachedByMenuBar,
      commands: commands
    )
    misspeltPrimaryNames = read.names
    for word in read.lookedUp {
      let place = segmentWords.firstIndex { $0 >= word } ?? segmentWords.count
      if place == segmentWords.count || segmentWords[place] != word { segmentWords.insert(word, at: place) }
    }
  }

  /// The subjects found on every platform, ordered by where their segments are written.
  private static func inSourceOrder(
    _ subjects: [[PathParser.Subject?]],
    _ scanned: [ScannedPath?]
  ) -> [PathParser.Subject] {
    // Sorted as plain values (no strings), then looked up.
    // Reserved and sorted in place: one allocation, not one per doubling and a sorted copy.
    var found: [(segment: SourceRange, platform: Int, index: Int)] = []
    found.reserveCapacity(subjects.reduce(0) { $0 + $1.count })
    for (platform, platformSubjects) in subjects.enumerated() {
      guard let segments = scanned[platform]?.segments else { continue }
      for (index, subject) in platformSubjects.enumerated() where subject != nil {
        found.append((segments[index].range, platform, index))
      }
    }
    found.sort { $0.segment < $1.segment }
    return found.map { subjects[$0.platform][$0.index]! }
  }

  /// One platform's path lines, scanned once: the segments without subjects, and for each one the
  /// line's parser and where its subject is looked for.
  private struct ScannedPath {
    var parsers: [PathParser] = []
    var segments: [PathSegment] = []
    var places: [(parser: Int, place: PathParser.SubjectPlace)] = []
    var sameRange: SourceRange?
  }

  /// Scans every platform's lines (subjects are found later, once the action names are known),
  /// indexed by `Platform.order`.
  private func scanAll(_ fieldsByPlatform: [[FieldSyntax]?]) -> [ScannedPath?] {
    fieldsByPlatform.map { fields in
      guard let fields else { return nil }
      var scanned = ScannedPath()
      scanned.parsers.reserveCapacity(fields.count)
      for (index, field) in fields.enumerated() {
        var start = 0
        if index == 0, let sameLength = Self.sameLength(field.value) {
          scanned.sameRange = field.sourceRange(forValueRange: 0..<4)
          start = sameLength
        }
        let parser = PathParser(field: field)
        let line = parser.segments(from: start)
        if scanned.segments.isEmpty { scanned.segments = line.segments } else { scanned.segments += line.segments }
        let parserIndex = scanned.parsers.count
        scanned.places.reserveCapacity(scanned.places.count + line.places.count)
        for place in line.places { scanned.places.append((parserIndex, place)) }
        scanned.parsers.append(parser)
      }
      return scanned
    }
  }

  /// The menu commands the segments may start with: those whose first word starts a segment.
  private mutating func commandLayer(for scanned: [ScannedPath?]) -> ActionNameTable.Layer {
    // A component's segments are a few dozen at most: sorted and their repeats dropped, not hashed.
    var words: [String] = []
    for path in scanned {
      guard let path else { continue }
      for (parser, place) in path.places {
        if let word = CommandWord.of(path.parsers[parser].bytes, in: place.range) { words.append(word) }
      }
    }
    words.sort()
    segmentWords = []
    for word in words where word != segmentWords.last { segmentWords.append(word) }
    let names = segmentWords.flatMap(commands)
    return names.isEmpty ? .empty : ActionNameTable.Layer(names: names)
  }

  /// The subject of every segment of every platform, among `actions` and the menu commands,
  /// indexed by `Platform.order` (empty for a platform without a path).
  private func findSubjects(
    _ scanned: [ScannedPath?],
    actions: [Action],
    commands: ActionNameTable.Layer
  ) -> [[PathParser.Subject?]] {
    let table = ActionNameTable(layers: [ActionNameTable.Layer(names: actions.map { $0.name }), commands])
    return scanned.map { path in
      guard let path else { return [] }
      return path.places.map { path.parsers[$0.parser].subject(at: $0.place, actionNames: table) }
    }
  }

  /// When `value` starts with the word `same`, the length of `same` and the separator after it.
  static func sameLength(_ value: String) -> Int? {
    let bytes = value.utf8
    guard bytes.count >= 4, bytes.prefix(4).lazy.map(MechanismMatcher.lowercased).elementsEqual("same".utf8) else {
      return nil
    }
    var index = bytes.index(bytes.startIndex, offsetBy: 4)
    var length = 4
    if index < bytes.endIndex, MechanismMatcher.isWordByte(bytes[index]) { return nil }
    while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") {
      bytes.formIndex(after: &index)
      length += 1
    }
    if index < bytes.endIndex,
      bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: ",")
    {
      length += 1
    }
    return length
  }
}
