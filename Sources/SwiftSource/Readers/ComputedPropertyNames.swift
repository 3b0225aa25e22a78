/// The computed properties of a file's types and the names their getters read, to follow a text
/// that shows one (`Text(formattedTotal)`, with `var formattedTotal: String { order.total.formatted() }`
/// in its type, shows `order` and `total`).
///
/// One level only: a property a getter reads is not followed in turn. Only getters are read, not
/// setters or `willSet`/`didSet` observers (a property with observers is stored); static properties
/// and properties declared in another file are not followed.
struct ComputedPropertyNames {
  private let reader: FactReader
  /// Per type (by qualified name, its extensions in the file included), per property name, the
  /// tokens of the getter.
  private var getters: [String: [String: Range<Int>]] = [:]
  /// The names each getter reads (by its first token), read once.
  private var namesByGetter: [Int: [String]] = [:]

  /// The computed properties of `reader`'s file.
  init(reader: FactReader) {
    self.reader = reader
    let structure = reader.structure
    for member in structure.members
    where member.kind == .variable && !member.isLocal && member.initializerTokens == nil
      && !member.modifiers.contains("static") && !member.modifiers.contains("class")
    {
      guard let owner = member.owner, let body = member.bodyTokens, let getter = getter(of: body) else { continue }
      getters[structure.declarations[owner].qualifiedName, default: [:]][member.name] = getter
    }
  }

  /// Whether the file declares no computed property to follow.
  var isEmpty: Bool { getters.isEmpty }

  /// The names read by the getters of the computed properties of `type` that the tokens `range`
  /// name (`formattedTotal`, `self.formattedTotal`, in an interpolation too), in order, once each.
  mutating func names(shownBy range: Range<Int>, in type: String?) -> [String] {
    guard let type, let properties = getters[type] else { return [] }
    let tokens = reader.tokens
    var result: [String] = []
    for index in range where tokens[index].kind == .identifier && tokens[index].keyword == nil {
      // A member of something else (`order.total`) is not the type's own property.
      if index > range.lowerBound, tokens[index - 1].kind == .period,
        !(index - 2 >= range.lowerBound && tokens[index - 2].keyword == .self)
      {
        continue
      }
      guard let getter = properties[reader.structure.text(of: index)] else { continue }
      for name in names(readBy: getter) where !result.contains(name) { result.append(name) }
    }
    return result
  }

  /// The names (identifiers that are not keywords) the getter `getter` reads, read once.
  private mutating func names(readBy getter: Range<Int>) -> [String] {
    if let names = namesByGetter[getter.lowerBound] { return names }
    let tokens = reader.tokens
    var names: [String] = []
    for index in getter where tokens[index].kind == .identifier && tokens[index].keyword == nil {
      let name = reader.structure.text(of: index)
      if !names.contains(name) { names.append(name) }
    }
    namesByGetter[getter.lowerBound] = names
    return names
  }

  /// The tokens of the getter of a property whose accessor braces hold `body`: the whole body,
  /// or with accessors written (`get { … } set { … }`), the `get` block's; nil when there is no
  /// `get` (observers: a stored property).
  private func getter(of body: Range<Int>) -> Range<Int>? {
    let tokens = reader.tokens
    let groups = reader.structure.groups
    var get: Int?
    var hasAccessors = false
    var index = body.lowerBound
    while index < body.upperBound {
      let keyword = tokens[index].keyword
      if keyword == .get || keyword == .set || keyword == .willSet || keyword == .didSet,
        index == body.lowerBound || tokens[index - 1].kind != .period
      {
        hasAccessors = true
        if keyword == .get, get == nil { get = index }
      }
      index = tokens[index].opensGroup ? groups.next(after: index) : index + 1
    }
    guard hasAccessors else { return body }
    guard var open = get.map({ $0 + 1 }) else { return nil }
    // `get async throws(OrderError) { … }`
    while open < body.upperBound, tokens[open].keyword == .async || tokens[open].keyword == .throws {
      let next = open + 1
      open = next < body.upperBound && tokens[next].kind == .leftParen ? groups.next(after: next) : next
    }
    guard open < body.upperBound, tokens[open].kind == .leftBrace else { return nil }
    return (open + 1)..<groups.contentEnd(of: open)
  }
}
