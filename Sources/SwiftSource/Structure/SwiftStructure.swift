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
  /// The `import` declarations.
  public let imports: [SwiftImport]
  /// What the file's unconditional imports allow: `import AppKit` (or `Cocoa`) compiles only on
  /// macOS, `import UIKit` only on iOS and Mac Catalyst; otherwise every platform.
  public let filePlatforms: SwiftPlatformSet
  /// The calls' arguments; a call's are contiguous (``SwiftCall/arguments``).
  public let arguments: [SwiftArgument]
  /// The calls' trailing closures; a call's are contiguous (``SwiftCall/trailingClosures``).
  public let closures: [SwiftClosure]

  /// Reads the structure of `file`.
  public static func read(_ file: SwiftFile) -> SwiftStructure {
    let significant = file.bytes.withUnsafeBufferPointer { SignificantTokenReader.read($0) }
    let groups = BracketGroups(tokens: significant.tokens)
    var builder = StructureBuilder(bytes: file.bytes, tokens: significant.tokens, groups: groups)
    builder.read()
    let regions = significant.platformRegions
    return SwiftStructure(
      file: file,
      tokens: significant.tokens,
      groups: groups,
      comments: significant.comments,
      platformRegions: regions,
      declarations: builder.declarations,
      members: builder.members,
      calls: builder.calls,
      imports: builder.imports,
      filePlatforms: Self.platforms(importing: builder.imports, regions),
      arguments: builder.arguments,
      closures: builder.closures
    )
  }

  /// The arguments of `call`, in order.
  public func arguments(of call: SwiftCall) -> ArraySlice<SwiftArgument> { arguments[call.arguments] }

  /// The argument of `call` labeled `label`.
  public func argument(_ label: String, of call: SwiftCall) -> SwiftArgument? {
    arguments[call.arguments].first { $0.label == label }
  }

  /// The first argument of `call` when it has no label.
  public func firstUnlabeledArgument(of call: SwiftCall) -> SwiftArgument? {
    guard let first = call.arguments.first, arguments[first].label == nil else { return nil }
    return arguments[first]
  }

  /// The trailing closures of `call`, in order.
  public func trailingClosures(of call: SwiftCall) -> ArraySlice<SwiftClosure> { closures[call.trailingClosures] }

  /// The closure given to `call` as the argument `label` or as the trailing closure of that
  /// label; for nil, the first (unlabeled) trailing closure.
  public func closure(_ label: String?, of call: SwiftCall) -> SwiftClosure? {
    if let label, let argument = argument(label, of: call), let closure = argument.closure { return closure }
    return closures[call.trailingClosures].first { $0.label == label }
  }

  /// The calls chained after the call at `index` (its modifiers, for a view), in order.
  public func modifiers(of index: Int) -> [Int] {
    var result: [Int] = []
    var next = calls[index].chainNext
    while let current = next, result.count < calls.count {
      result.append(current)
      next = calls[current].chainNext
    }
    return result
  }

  /// The first call of the chain the call at `index` is in.
  public func chainRoot(of index: Int) -> Int {
    var root = index
    var steps = 0
    while let receiver = calls[root].receiverCall, steps < calls.count {
      root = receiver
      steps += 1
    }
    return root
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

  /// The platforms of the code at byte `offset`: its `#if` blocks', within ``filePlatforms``.
  public func platforms(at offset: Int) -> SwiftPlatformSet {
    platformRegions.platforms(at: offset).intersection(filePlatforms)
  }

  /// The platforms the unconditional `imports` allow.
  static func platforms(importing imports: [SwiftImport], _ regions: SwiftPlatformRegions) -> SwiftPlatformSet {
    var appKit = false
    var uiKit = false
    for module in imports where module.module == "AppKit" || module.module == "Cocoa" || module.module == "UIKit" {
      guard regions.platforms(at: module.range.lowerBound) == .all else { continue }
      if module.module == "UIKit" { uiKit = true } else { appKit = true }
    }
    if appKit && !uiKit { return .macOS }
    if uiKit && !appKit { return .uiKit }
    return .all
  }
}
