/// The structure of one Swift file: its significant tokens with their brackets paired, its
/// type and member declarations, its calls with arguments, trailing closures and modifier
/// chains, and the platforms each part is compiled for.
///
/// Reading never fails: code the reader cannot follow yields fewer declarations and calls.
public struct SwiftStructure: Sendable {
  /// The file read.
  public let file: SwiftFile
  /// The tokens that are not trivia, without the lines of `#if`, `#elseif`, `#else`, `#endif`.
  public let tokens: [SignificantToken]
  /// The pairs of brackets among ``tokens``.
  public let groups: BracketGroups
  /// The comment tokens, in order.
  public let comments: [SwiftToken]
  /// The `#if` blocks and the platforms they give.
  public let platformRegions: SwiftPlatformRegions
  /// Type declarations, in source order (an enclosing type before the types nested in it).
  public let declarations: [SwiftDeclaration]
  /// Member and local declarations, in source order.
  public let members: [SwiftMember]
  /// Calls, in the order of their names in the source.
  public let calls: [SwiftCall]

  /// Reads the structure of `file`.
  public static func read(_ file: SwiftFile) -> SwiftStructure {
    let lexed = SwiftLexer.tokens(in: file.bytes)
    let significant = SignificantTokenReader(lexed: lexed, bytes: file.bytes)
    let groups = BracketGroups(tokens: significant.tokens)
    var builder = StructureBuilder(bytes: file.bytes, tokens: significant.tokens, groups: groups)
    builder.read()
    return SwiftStructure(
      file: file,
      tokens: significant.tokens,
      groups: groups,
      comments: significant.comments,
      platformRegions: significant.platformBuilder.regions,
      declarations: builder.declarations,
      members: builder.members,
      calls: builder.calls
    )
  }

  /// The source text of the token at `index`.
  public func text(of index: Int) -> String {
    file.text(in: tokens[index].range)
  }

  /// The source text from the first to the last of `range`'s tokens (empty when none).
  public func text(ofTokens range: Range<Int>) -> String {
    file.text(in: byteRange(ofTokens: range))
  }

  /// The bytes from the start of `range`'s first token to the end of its last.
  public func byteRange(ofTokens range: Range<Int>) -> Range<Int> {
    let range = range.clamped(to: 0..<tokens.count)
    guard let first = range.first, let last = range.last else {
      let offset = range.lowerBound < tokens.count ? tokens[range.lowerBound].start : file.bytes.count
      return offset..<offset
    }
    return tokens[first].start..<tokens[last].end
  }

  /// Whether the token at `index` spells `word` exactly.
  public func token(_ index: Int, is word: String) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let range = tokens[index].range
    var utf8 = word.utf8.makeIterator()
    for offset in range {
      guard let byte = utf8.next(), byte == file.bytes[offset] else { return false }
    }
    return utf8.next() == nil
  }

  /// The platforms of the code at byte `offset`.
  public func platforms(at offset: Int) -> SwiftPlatformSet {
    platformRegions.platforms(at: offset)
  }
}
