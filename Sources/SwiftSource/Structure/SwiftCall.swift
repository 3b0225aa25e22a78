/// A call: a name followed by arguments in parentheses and/or trailing closures.
///
/// `Button("Reorder") { … }.keyboardShortcut("r")` is two calls: `Button`, and the member call
/// `keyboardShortcut` whose ``receiverCall`` is the `Button`; the `Button`'s ``modifiers`` list
/// the calls chained after it.
public struct SwiftCall: Sendable, Hashable {
  /// The called name's last part (`Button`, `keyboardShortcut`, `#Preview`).
  public var name: String
  /// The significant token of the name.
  public var nameToken: Int
  /// Whether the name is written after a `.` (a modifier, a method, an implicit member).
  public var isMember: Bool
  /// The call this one is chained on, when what is before the `.` is a call.
  public var receiverCall: Int?
  /// The significant tokens before the `.` of a member call (`menu` in `menu.addItem(x)`).
  public var receiverTokens: Range<Int>?
  /// The arguments in parentheses.
  public var arguments: [SwiftArgument]
  /// Whether the call has parentheses (`Button { }` has none).
  public var hasParentheses: Bool
  /// The trailing closures: the first unlabeled, then labeled ones (`label: { … }`).
  public var trailingClosures: [SwiftClosure]
  /// The call whose argument or closure holds this one.
  public var parent: Int?
  /// Where in ``parent`` it is.
  public var slot: SwiftCallSlot?
  /// For the first call of a chain: the calls chained after it, in order.
  public var modifiers: [Int]
  /// The innermost type declaration around the call.
  public var owner: Int?
  /// The innermost member declaration around the call (`body`, a function).
  public var member: Int?
  /// The significant tokens from the name to the end of its last closure or parenthesis.
  public var tokens: Range<Int>
  /// The bytes of ``tokens``.
  public var range: Range<Int>

  /// The argument labeled `label`.
  public func argument(_ label: String) -> SwiftArgument? { arguments.first { $0.label == label } }

  /// The first argument when it has no label.
  public var firstUnlabeledArgument: SwiftArgument? { arguments.first.flatMap { $0.label == nil ? $0 : nil } }

  /// The closure given as the argument `label` or as the trailing closure of that label; for
  /// nil, the first trailing closure.
  public func closure(_ label: String?) -> SwiftClosure? {
    if let label, let argument = argument(label), let closure = argument.closure { return closure }
    return trailingClosures.first { $0.label == label }
  }
}

/// Where a call sits in the call around it.
public enum SwiftCallSlot: Sendable, Hashable {
  /// In the argument at this index.
  case argument(Int)
  /// In the trailing closure at this index.
  case trailingClosure(Int)
}

/// One argument of a call.
public struct SwiftArgument: Sendable, Hashable {
  /// The label (`modifiers` in `modifiers: .command`), nil when unlabeled.
  public var label: String?
  /// The significant tokens of the value.
  public var tokens: Range<Int>
  /// The bytes of the value.
  public var range: Range<Int>
  /// The closure, when the value is exactly one `{ … }`.
  public var closure: SwiftClosure?
}

/// A closure given to a call: its braces and label.
public struct SwiftClosure: Sendable, Hashable {
  /// The label of a labeled trailing closure (`label` in `} label: { … }`), or of the argument.
  public var label: String?
  /// The significant token of `{`.
  public var open: Int
  /// The significant tokens inside the braces.
  public var content: Range<Int>
  /// The bytes from `{` to `}`.
  public var range: Range<Int>
}
