/// How one platform of a component stands: is there a path, and how many findings on it.
public struct PlatformStanding: Sendable, Hashable {
  /// The platform.
  public var platform: Platform
  /// Whether the component writes a path for it.
  public var hasPath: Bool
  /// Errors reported on its path lines.
  public var errors: Int
  /// Warnings reported on its path lines.
  public var warnings: Int

  /// Covered: a path with no error.
  public var isCovered: Bool { hasPath && errors == 0 }

  /// `iPhone ✓`, `Mac ✗ 2 errors`, `iPad ✓ 1 warning`, `Mac ✗ no path`.
  public var summary: String {
    var text = "\(platform) \(isCovered ? "✓" : "✗")"
    if !hasPath { return text + " no path" }
    if errors > 0 { text += " \(errors) error\(errors == 1 ? "" : "s")" }
    if warnings > 0 { text += " \(warnings) warning\(warnings == 1 ? "" : "s")" }
    return text
  }
}

/// A component's platform coverage, for a code lens on its header.
public struct ComponentCoverage: Sendable, Hashable {
  /// The component's name.
  public var component: String
  /// Where its name is written.
  public var nameRange: SourceRange
  /// One standing per platform the file checks, in iPhone, iPad, Mac order.
  public var platforms: [PlatformStanding]

  /// `iPhone ✓ · iPad ✓ · Mac ✗ 2 errors`.
  public var summary: String { platforms.map(\.summary).joined(separator: " · ") }
}

extension ContractWorkspace {
  /// The coverage of each component of `key`: per platform the file checks (its `Platforms`, else the
  /// configuration's, else all three), whether there is a path and the errors and warnings on its lines.
  public func coverage(for key: String) -> [ComponentCoverage] {
    guard let document = document(key) else { return [] }
    let platforms = document.targets
    let findings = diagnostics(for: key)
    return document.components.map { placed in
      let component = placed.value
      let standings = platforms.sorted().map { platform -> PlatformStanding in
        guard let path = component.paths[platform] else {
          return PlatformStanding(platform: platform, hasPath: false, errors: 0, warnings: 0)
        }
        let first = placed.block.firstLine
        let lines = Set(path.fields.flatMap { Array((first + $0.line)...(first + $0.lastLine)) })
        let own = findings.filter { lines.contains(document.lines.line(containing: $0.range.start)) }
        return PlatformStanding(
          platform: platform,
          hasPath: true,
          errors: own.filter { $0.severity == .error }.count,
          warnings: own.filter { $0.severity == .warning }.count
        )
      }
      return ComponentCoverage(
        component: component.name,
        nameRange: placed.absolute(component.syntax.nameRange),
        platforms: standings
      )
    }
  }
}
