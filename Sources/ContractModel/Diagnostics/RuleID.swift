/// The stable identifier of a rule, such as `touch-only-action`.
///
/// It is the diagnostic's `code` in LSP, the `ruleId` in SARIF and the name used in
/// `# leaf-ignore:` comments and `.leaf-lsp.json`.
public struct RuleID: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  public init(_ rawValue: String) { self.rawValue = rawValue }

  public init(stringLiteral value: String) { self.rawValue = value }

  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { rawValue }
}
