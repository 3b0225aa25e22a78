/// The branches of a file's statements that run one of several: the bodies of an `if`, its
/// `else if`s and its `else`, and the cases of a `switch` (from a `case` or `default` label at
/// the switch's own depth to the next one). Only statements of two branches or more are kept: a
/// lone `if` makes nothing exclusive.
///
/// Apart from them, the arms of its `#if` blocks, of which one is compiled
/// (``conditionalArms(at:)``): a `#if` may hold whole cases of a `switch`, so its arms and the
/// statements' branches are two lists, not one. Their conditions still give platforms
/// (``SwiftPlatformRegions``). Reading is one pass over the tokens and one over the directives; a
/// statement it cannot follow (no body, a chain cut short) yields fewer branches, never a guess.
public struct SwiftBranchRegions: Sendable {
  private typealias Region = NestedBranchRegions.Region

  /// The branches of `if` chains and `switch`es.
  private let statements: NestedBranchRegions
  /// The arms of `#if` blocks.
  private let conditionals: NestedBranchRegions

  /// The branches of `structure`.
  public init(_ structure: SwiftStructure) {
    var reader = Reader(tokens: structure.tokens, groups: structure.groups)
    reader.read()
    statements = NestedBranchRegions(reader.regions)
    conditionals = NestedBranchRegions(
      Self.arms(of: structure.platformRegions.directives, fileEnd: structure.file.bytes.count)
    )
  }

  /// The branches of `if`/`else` chains and `switch` statements the code at byte `offset` stands
  /// in, outermost first.
  public func branches(at offset: Int) -> [SwiftBranch] { statements.branches(at: offset) }

  /// The arms of `#if` blocks the code at byte `offset` stands in, outermost first: for each, the
  /// statement is the index of its `#if` among the file's directives
  /// (``SwiftPlatformRegions/directives``), the branch 0 for the code after `#if`, then one more
  /// for each `#elseif` and the `#else`.
  public func conditionalArms(at offset: Int) -> [SwiftBranch] { conditionals.branches(at: offset) }

  /// The arms of the `#if` blocks of `directives`, each from the end of its directive to the
  /// start of the next one of its block. A block of one arm makes nothing exclusive and is left
  /// out; an `#if` never closed runs to `fileEnd`; a directive with no `#if` open is skipped.
  private static func arms(of directives: [SwiftConditionalDirective], fileEnd: Int) -> [Region] {
    var regions: [Region] = []
    var open: [(statement: Int, arm: Int, start: Int)] = []
    func close(_ block: (statement: Int, arm: Int, start: Int), at end: Int) {
      // One arm: nothing it could exclude.
      guard block.arm > 0 else { return }
      regions.append(
        Region(bytes: block.start..<end, branch: SwiftBranch(statement: block.statement, branch: block.arm))
      )
    }
    for (index, directive) in directives.enumerated() {
      switch directive.kind {
      case .if:
        open.append((index, 0, directive.range.upperBound))
      case .elseif, .else:
        guard var block = open.popLast() else { continue }
        regions.append(
          Region(
            bytes: block.start..<directive.range.lowerBound,
            branch: SwiftBranch(statement: block.statement, branch: block.arm)
          )
        )
        block.arm += 1
        block.start = directive.range.upperBound
        open.append(block)
      case .endif:
        guard let block = open.popLast() else { continue }
        close(block, at: directive.range.lowerBound)
      }
    }
    while let block = open.popLast() { close(block, at: max(block.start, fileEnd)) }
    return regions
  }

  /// Finds the regions in one pass over the tokens.
  private struct Reader {
    let tokens: [SignificantToken]
    let groups: BracketGroups
    var regions: [Region] = []
    /// The `{` of each body of the chain being read (kept to reuse its storage).
    private var bodies: [Int] = []

    init(tokens: [SignificantToken], groups: BracketGroups) {
      self.tokens = tokens
      self.groups = groups
    }

    mutating func read() {
      for index in tokens.indices {
        switch tokens[index].keyword {
        // An `if` after `else` continues a chain, read from its first `if`.
        case .if where index == 0 || tokens[index - 1].keyword != .else: readChain(index)
        case .switch: readSwitch(index)
        default: continue
        }
      }
    }

    /// The `{` of the body after the condition (or subject) starting at `start`, skipping
    /// bracketed groups; nil when a `}` or the end of the file comes first.
    private func body(from start: Int) -> Int? {
      var index = start
      while index < tokens.count {
        switch tokens[index].kind {
        case .leftBrace: return index
        case .rightBrace: return nil
        default: index = tokens[index].opensGroup ? groups.next(after: index) : index + 1
        }
      }
      return nil
    }

    /// The bytes from the `{` at `open` to its `}` (or to its group's last token when unclosed).
    private func bytes(ofBody open: Int) -> Range<Int> {
      let last = max(open, groups.next(after: open) - 1)
      return tokens[open].start..<tokens[min(last, tokens.count - 1)].end
    }

    /// An `if`, its `else if`s and `else`.
    private mutating func readChain(_ first: Int) {
      bodies.removeAll(keepingCapacity: true)
      var condition = first + 1
      while let open = body(from: condition) {
        bodies.append(open)
        let after = groups.next(after: open)
        guard after + 1 < tokens.count, tokens[after].keyword == .else else { break }
        if tokens[after + 1].keyword == .if {
          condition = after + 2
        } else if tokens[after + 1].kind == .leftBrace {
          bodies.append(after + 1)
          break
        } else {
          break
        }
      }
      guard bodies.count > 1 else { return }
      for (branch, open) in bodies.enumerated() {
        regions.append(Region(bytes: bytes(ofBody: open), branch: SwiftBranch(statement: first, branch: branch)))
      }
    }

    /// A `switch` and its cases.
    private mutating func readSwitch(_ keyword: Int) {
      guard let open = body(from: keyword + 1) else { return }
      let end = groups.contentEnd(of: open)
      guard end > open + 1 else { return }
      let lastEnd = tokens[end - 1].end
      var labels = 0
      var previous: Int?
      var index = open + 1
      while index < end {
        if isCaseLabel(index) {
          if let previous {
            regions.append(
              Region(
                bytes: tokens[previous].start..<tokens[index].start,
                branch: SwiftBranch(statement: keyword, branch: labels - 1)
              )
            )
          }
          previous = index
          labels += 1
        }
        index = tokens[index].opensGroup ? groups.next(after: index) : index + 1
      }
      // One case has nothing to tell apart (and added no region).
      guard let previous, labels > 1 else { return }
      regions.append(
        Region(bytes: tokens[previous].start..<lastEnd, branch: SwiftBranch(statement: keyword, branch: labels - 1))
      )
    }

    /// Whether the token at `index`, at a switch's own depth, is a `case` or `default` label
    /// (not the `case` of `if case`, `guard case`, `while case`, `for case` or a condition list,
    /// nor a member named `default`).
    private func isCaseLabel(_ index: Int) -> Bool {
      let before = tokens[index - 1]
      switch tokens[index].keyword {
      case .case:
        switch before.keyword {
        case .if, .guard, .while, .for: return false
        default: return before.kind != .comma
        }
      case .default:
        return before.kind != .period && index + 1 < tokens.count && tokens[index + 1].kind == .colon
      default:
        return false
      }
    }
  }
}
