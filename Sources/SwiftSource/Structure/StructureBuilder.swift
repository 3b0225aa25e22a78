/// Where the reader is: which type, member and call the tokens it reads are in.
struct ScanContext {
  var owner: Int?
  var member: Int?
  var parentCall: Int?
  var slot: SwiftCallSlot?
  /// In the braces of a type (members are declared here; `case` lists enum cases).
  var isTypeBody = false
  /// In a function, accessor or closure (declarations here are local).
  var isLocal = false
  /// How many groups deep the reader has gone (it stops descending at ``StructureBuilder/maximumDepth``).
  var depth = 0

  /// The context inside a group opened here.
  func entering(typeBody: Bool = false, local: Bool? = nil) -> ScanContext {
    var inner = self
    inner.isTypeBody = typeBody
    if let local { inner.isLocal = local }
    inner.depth += 1
    return inner
  }
}

/// Builds declarations and calls from significant tokens; see ``SwiftStructure``.
struct StructureBuilder {
  /// Groups nested deeper than this are skipped, so adversarial input cannot exhaust the stack.
  static let maximumDepth = 200

  let bytes: [UInt8]
  let tokens: [SignificantToken]
  let groups: BracketGroups
  var declarations: [SwiftDeclaration] = []
  var members: [SwiftMember] = []
  var calls: [SwiftCall] = []
  var imports: [SwiftImport] = []
  var arguments: [SwiftArgument] = []
  var closures: [SwiftClosure] = []
  /// Arguments and closures of the calls being read; a call moves its own to ``arguments`` and
  /// ``closures`` when done, so each call's are contiguous there.
  var pendingArguments: [SwiftArgument] = []
  var pendingClosures: [SwiftClosure] = []

  init(bytes: [UInt8], tokens: [SignificantToken], groups: BracketGroups) {
    self.bytes = bytes
    self.tokens = tokens
    self.groups = groups
    calls.reserveCapacity(tokens.count / 12 + 4)
    arguments.reserveCapacity(tokens.count / 10 + 4)
  }

  mutating func read() {
    scanBlock(0, tokens.count, ScanContext())
  }

  /// Reads the tokens `lo..<hi` as statements and declarations.
  mutating func scanBlock(_ lo: Int, _ hi: Int, _ context: ScanContext) {
    guard context.depth < Self.maximumDepth else { return }
    var index = lo
    var bodyPending = false
    var prefix = DeclarationPrefix()
    while index < hi {
      let token = tokens[index]
      switch token.kind {
      case .at:
        if prefix.start == nil { prefix.start = index }
        index = readAttribute(index, hi, into: &prefix.attributes)
        continue
      case .identifier:
        if let keyword = token.keyword,
          let next = readKeyword(keyword, at: index, hi, context, &prefix, &bodyPending)
        {
          index = next
          continue
        }
        index = parseChain(index, hi, context, allowTrailing: !bodyPending)
      case .leftBrace where bodyPending:
        bodyPending = false
        scanBlock(index + 1, groups.contentEnd(of: index), context.entering(local: true))
        index = groups.next(after: index)
      case .period, .poundKeyword, .leftBrace, .leftParen, .leftBracket, .stringOpen, .integer, .float, .regex:
        index = parseChain(index, hi, context, allowTrailing: !bodyPending)
      case .interpolationStart:
        scanBlock(index + 1, groups.contentEnd(of: index), context.entering(local: context.isLocal))
        index = groups.next(after: index)
      case .semicolon:
        bodyPending = false
        index += 1
      default:
        index += 1
      }
      if prefix.start != nil { prefix = DeclarationPrefix() }
    }
  }

  /// The text of a name token, without backticks.
  mutating func name(of index: Int) -> String {
    var range = tokens[index].range
    if range.count > 2, bytes[range.lowerBound] == UInt8(ascii: "`") {
      range = (range.lowerBound + 1)..<(range.upperBound - 1)
    }
    return bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
    }
  }

  /// The source text of tokens `range`.
  func text(_ range: Range<Int>) -> String {
    guard let first = range.first, let last = range.last, last < tokens.count else { return "" }
    return String(decoding: bytes[tokens[first].start..<tokens[last].end], as: UTF8.self)
  }

  /// The bytes of tokens `range` (empty at the first token's start when the range is empty).
  func byteRange(_ range: Range<Int>) -> Range<Int> {
    guard let first = range.first, let last = range.last, last < tokens.count else {
      let offset = range.lowerBound < tokens.count ? tokens[range.lowerBound].start : bytes.count
      return offset..<offset
    }
    return tokens[first].start..<tokens[last].end
  }

  /// Whether the token at `index` is the one-byte operator `byte` (`=`, `?`, `!`).
  func isOperator(_ index: Int, _ byte: UInt8) -> Bool {
    let token = tokens[index]
    return token.kind == .operator && token.end - token.start == 1 && bytes[token.start] == byte
  }
}

/// Attributes and modifiers read before a declaration.
struct DeclarationPrefix {
  var start: Int?
  var attributes: [String] = []
  var modifiers: [String] = []
}
