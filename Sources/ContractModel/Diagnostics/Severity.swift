/// How serious a finding is. Matches the four LSP severities.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
  case error
  case warning
  case information
  case hint

  /// Rank for sorting: errors first.
  var rank: Int {
    switch self {
    case .error: 0
    case .warning: 1
    case .information: 2
    case .hint: 3
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

  public var description: String { rawValue }
}
