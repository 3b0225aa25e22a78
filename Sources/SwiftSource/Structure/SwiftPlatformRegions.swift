/// A `#if`, `#elseif`, `#else` or `#endif` line.
public struct SwiftConditionalDirective: Sendable, Hashable {
  /// Which directive it is.
  public enum Kind: String, Sendable, Hashable {
    case `if` = "#if"
    case `elseif` = "#elseif"
    case `else` = "#else"
    case endif = "#endif"
  }

  /// Which directive it is.
  public var kind: Kind
  /// The condition's source text (empty for `#else` and `#endif`).
  public var condition: String
  /// The bytes of the directive, from `#` to the end of its condition.
  public var range: Range<Int>
  /// The platforms of the code after it, up to the next directive.
  public var platforms: SwiftPlatformSet
}

/// The platforms of each part of a file, from its `#if` blocks.
public struct SwiftPlatformRegions: Sendable, Hashable {
  /// The file's directives in order.
  public private(set) var directives: [SwiftConditionalDirective] = []

  /// The platforms of the code at `offset`: those of the last directive before it, or all.
  public func platforms(at offset: Int) -> SwiftPlatformSet {
    var low = 0
    var high = directives.count
    while low < high {
      let middle = (low + high) / 2
      if directives[middle].range.lowerBound <= offset { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? .all : directives[low - 1].platforms
  }

  /// The state of open `#if` blocks while directives are added in order.
  struct Builder {
    private struct Frame {
      var outer: SwiftPlatformSet
      /// Platforms where every condition so far may have failed.
      var remaining: SwiftPlatformSet
    }

    private var frames: [Frame] = []
    private var current = SwiftPlatformSet.all
    private(set) var regions = SwiftPlatformRegions()

    /// Adds a directive whose condition `condition` (for `#if`, `#elseif`) has been read.
    mutating func add(
      _ kind: SwiftConditionalDirective.Kind,
      condition: PlatformCondition,
      text: String,
      range: Range<Int>
    ) {
      switch kind {
      case .if:
        frames.append(Frame(outer: current, remaining: condition.mayFail))
        current = current.intersection(condition.mayHold)
      case .elseif:
        if var frame = frames.popLast() {
          current = frame.outer.intersection(frame.remaining).intersection(condition.mayHold)
          frame.remaining = frame.remaining.intersection(condition.mayFail)
          frames.append(frame)
        }
      case .else:
        if var frame = frames.popLast() {
          current = frame.outer.intersection(frame.remaining)
          frame.remaining = []
          frames.append(frame)
        }
      case .endif:
        if let frame = frames.popLast() { current = frame.outer }
      }
      regions.directives.append(
        SwiftConditionalDirective(kind: kind, condition: text, range: range, platforms: current)
      )
    }
  }
}
