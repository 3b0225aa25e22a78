/// Lint: each platform the file targets needs a path in every component.
enum MissingPlatformPath: BlockRule {
  static let descriptor = RuleDescriptor(
    .missingPlatformPath,
    .error,
    "A platform the file targets has no path.",
    catalog: CatalogEntryName.platformInteractionContract
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for component in context.components {
      // A path line without its colon is the syntax error's one finding.
      for platform in context.platforms
      where component.paths[platform] == nil && !context.model.tree.keysWithoutColon.contains(platform.rawValue) {
        if let misspelt = MisspeltKey.reading(like: platform.rawValue, in: context) {
          result.append(
            diagnostic(
              "Component '\(component.name)' has no \(platform) path: is '\(misspelt.key)' its \(platform) path? "
                + "Did you mean '\(platform)'?",
              at: misspelt.keyRange
            )
          )
          continue
        }
        // `same` inherits the iPad path: offered only where there is one.
        let hint =
          platform == .mac && component.paths[.iPad] != nil
          ? " (or 'same' to inherit the iPad path, then add what Mac needs)" : ""
        result.append(
          diagnostic(
            "Component '\(component.name)' has no \(platform) path: add '\(platform): …' describing how each task "
              + "is reached on \(platform)\(hint).",
            at: component.syntax.nameRange
          )
        )
      }
    }
    return result
  }
}

extension RuleID {
  public static let missingPlatformPath: RuleID = "missing-platform-path"
}
