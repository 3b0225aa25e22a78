/// A platform a contract writes a path for.
public enum Platform: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
  case iPhone
  case iPad
  case mac = "Mac"

  /// Parses a platform name, case-insensitively; `macOS` is an alias of `Mac`.
  public init?(name: some StringProtocol) {
    switch name.lowercased() {
    case "iphone": self = .iPhone
    case "ipad": self = .iPad
    case "mac", "macos": self = .mac
    default: return nil
    }
  }

  /// Order of `same` inheritance: iPhone, iPad, Mac.
  public var order: Int {
    switch self {
    case .iPhone: 0
    case .iPad: 1
    case .mac: 2
    }
  }

  public static func < (lhs: Platform, rhs: Platform) -> Bool { lhs.order < rhs.order }

  /// The name as the server writes it.
  public var description: String { rawValue }
}

extension Platform {
  /// `Mac`, `iPad and Mac`, `iPhone, iPad and Mac`: the platforms in their order.
  public static func list(_ platforms: [Platform]) -> String {
    let names = platforms.sorted().map(\.description)
    guard names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }
}
