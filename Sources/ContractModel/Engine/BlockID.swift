/// The identity of one block in the workspace, for as long as its text is unchanged: a block that
/// only moves keeps it. Findings, bindings and facts anchored to a block hold ranges relative to
/// its first byte; the workspace makes them absolute at the edge.
public struct BlockID: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The number, unique in its workspace.
  public let value: Int

  /// The block numbered `value`.
  public init(_ value: Int) { self.value = value }

  public static func < (lhs: BlockID, rhs: BlockID) -> Bool { lhs.value < rhs.value }

  public var description: String { "block \(value)" }
}
