/// The branches of a file's statements that run one of several: the bodies of an `if`, its
/// `else if`s and its `else`, and the cases of a `switch` (from a `case` or `default` label at
/// the switch's own depth to the next one). Only statements of two branches or more are kept: a
/// lone `if` makes nothing exclusive.
///
/// `#if` is not among them: its lines are not significant tokens, and its conditions give
/// platforms (``SwiftPlatformRegions``). Reading is one pass over the tokens; a statement it cannot
/// follow (no body, a chain cut short) yields fewer branches, never a guess.
public struct SwiftBranchRegions: Sendable {
  /// One branch's bytes, and the branch around it.
  private struct Region: Sendable {
    var bytes: Range<Int>
    var branch: SwiftBranch
    /// The index of the innermost region holding this one, -1 when none.
    var parent: Int = -1
  }

  /// Sorted by start, a region before those it holds.
  private let regions: [Region]

  /// The branches of `structure`.
  public init(_ structure: SwiftStructure) {
    var reader = Reader(tokens: structure.tokens, groups: structure.groups)
    reader.read()
    var regions = reader.regions
    regions.sort { first, second in
      first.bytes.lowerBound != second.bytes.lowerBound
        ? first.bytes.lowerBound < second.bytes.lowerBound : first.bytes.upperBound > second.bytes.upperBound
    }
    var open: [Int] = []
    for index in regions.indices {
      while let last = open.last, regions[last].bytes.upperBound <= regions[index].bytes.lowerBound {
        open.removeLast()
      }
      regions[index].parent = open.last ?? -1
      open.append(index)
    }
    self.regions = regions
  }

  /// The branches the code at byte `offset` stands in, outermost first.
  public func branches(at offset: Int) -> [SwiftBranch] {
    var low = 0
    var high = regions.count
    while low < high {
      let middle = (low + high) / 2
      if regions[middle].bytes.lowerBound <= offset { low = middle + 1 } else { high = middle }
    }
    var index = low - 1
    while index >= 0, !regions[index].bytes.contains(offset) { index = regions[index].parent }
    var result: [SwiftBranch] = []
    while index >= 0 {
      result.append(regions[index].branch)
      index = regions[index].parent
    }
    return result.reversed()
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
