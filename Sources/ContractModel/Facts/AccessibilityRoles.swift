/// The accessibility roles, subroles and traits a contract's `Role` field may name.
public enum AccessibilityRoles {
  /// Every entry, in lookup priority: Mac roles, Mac subroles, UIKit traits, SwiftUI traits.
  public static let all: [AccessibilityRole] = macRoles + macSubroles + uiKitTraits + swiftUITraits

  /// The entry named `name`, case-insensitively: an exact name first (in the priority of ``all``),
  /// then an alias. A leading `.` is ignored (`.slider`).
  public static func lookup(_ name: String) -> AccessibilityRole? {
    let key = normalized(name)
    return byName[key]?.first ?? byAlias[key]?.first
  }

  /// Every entry whose name or alias is `name` (names first), e.g. both the Mac role and the UIKit
  /// trait for `button`.
  public static func lookupAll(_ name: String) -> [AccessibilityRole] {
    let key = normalized(name)
    return byName[key, default: []] + byAlias[key, default: []]
  }

  /// The entry a role's ``AccessibilityRole/counterpart`` names, looked up on the other side only
  /// (the UIKit `button` trait for the Mac `button` role, and back).
  public static func counterpart(of role: AccessibilityRole) -> AccessibilityRole? {
    guard let name = role.counterpart else { return nil }
    return lookupAll(name).first { $0.kind.isMac != role.kind.isMac }
  }

  /// The names to offer when completing a `Role` value: every distinct name, sorted.
  public static var completionNames: [String] { sortedNames }

  private static let sortedNames: [String] = {
    var seen: Set<String> = []
    return all.map(\.name).filter { seen.insert($0).inserted }.sorted {
      $0.lowercased() != $1.lowercased() ? $0.lowercased() < $1.lowercased() : $0 < $1
    }
  }()

  private static let byName: [String: [AccessibilityRole]] = Dictionary(grouping: all) { $0.name.lowercased() }

  private static let byAlias: [String: [AccessibilityRole]] = {
    var index: [String: [AccessibilityRole]] = [:]
    for role in all {
      for alias in Set(role.aliases.map { $0.lowercased() }) where alias != role.name.lowercased() {
        index[alias, default: []].append(role)
      }
    }
    return index
  }()

  private static func normalized(_ name: String) -> String {
    var text = Substring(name)
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    if text.first == "." { text = text.dropFirst() }
    return text.lowercased()
  }
}
