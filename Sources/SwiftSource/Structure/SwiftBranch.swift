/// One step of where code stands among branches that never run together: a branch of an
/// `if`/`else if`/`else` chain or a case of a `switch`; or, in a list of its own, an arm of a `#if`
/// block, of which only one is compiled.
///
/// Code is placed by a list of steps, outermost first (see ``SwiftBranchRegions``). Two places of
/// one file are exclusive when, at the first statement their lists part at, they are in different
/// branches of it.
public struct SwiftBranch: Sendable, Hashable {
  /// The statement: the significant token of its first `if` (for the whole `else if` chain) or of
  /// its `switch`; for a `#if` block, the index of its `#if` among the file's directives. Unique
  /// in its file among statements of one kind.
  public var statement: Int
  /// Which branch: for a chain, 0 for the `if`'s body, then one more for each `else if` and the
  /// `else`; for a `switch`, the ordinal of the `case` or `default` label; for a `#if` block, 0 for
  /// the code after `#if`, then one more for each `#elseif` and the `#else`.
  public var branch: Int

  /// The `branch` of `statement`.
  public init(statement: Int, branch: Int) {
    self.statement = statement
    self.branch = branch
  }

  /// Whether code standing at `first` and code standing at `second` (two lists of one kind, in one
  /// file) never run together: they are in different branches of one statement. Code inside a
  /// branch and code after the statement, or in two statements one after the other, may run
  /// together.
  public static func areExclusive(_ first: [SwiftBranch], _ second: [SwiftBranch]) -> Bool {
    for (one, other) in zip(first, second) {
      guard one.statement == other.statement else { return false }
      if one.branch != other.branch { return true }
    }
    return false
  }
}
