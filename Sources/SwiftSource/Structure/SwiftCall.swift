/// A call: a name followed by arguments in parentheses and/or trailing closures.
///
/// `Button("Reorder") { … }.keyboardShortcut("r")` is two calls: `Button`, and the member call
/// `keyboardShortcut` whose ``receiverCall`` is the `Button` (and the `Button`'s ``chainNext``).
/// Its arguments and closures are kept in the ``SwiftStructure`` (``arguments``, ``closures``
/// index into them); ``SwiftStructure/arguments(of:)`` and its siblings read them.
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
  /// The positions of its arguments (in parentheses) in ``SwiftStructure/arguments``.
  public var arguments: Range<Int>
  /// Whether the call has parentheses (`Button { }` has none).
  public var hasParentheses: Bool
  /// The positions of its trailing closures (the first unlabeled, then labeled ones,
  /// `label: { … }`) in ``SwiftStructure/closures``.
  public var trailingClosures: Range<Int>
  /// The call whose argument or closure holds this one.
  public var parent: Int?
  /// Where in ``parent`` it is.
  public var slot: SwiftCallSlot?
  /// The call chained right after this one (`.keyboardShortcut` after `Button(…) { … }`).
  public var chainNext: Int?
  /// The innermost type declaration around the call.
  public var owner: Int?
  /// The innermost member declaration around the call (`body`, a function).
  public var member: Int?
  /// The significant tokens from the name to the end of its last closure or parenthesis.
  public var tokens: Range<Int>
  /// The bytes of ``tokens``, from the `.` for a member call.
  public var range: Range<Int>
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
