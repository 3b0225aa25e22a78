/// Lint: `same` must have an earlier platform (iPhone, then iPad) with a path to inherit.
enum SameWithoutPrevious: BlockRule {
  static let descriptor = RuleDescriptor(
    .sameWithoutPrevious,
    .error,
    "`same` on a platform with no earlier path to inherit.",
    catalog: CatalogEntryName.platformInteractionContract
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for component in context.components {
      for platform in Platform.allCases {
        guard let path = component.paths[platform], let range = path.sameRange, path.inheritsFrom == nil else {
          continue
        }
        result.append(
          diagnostic(
            "'same' on \(platform) in '\(component.name)' has no earlier path to inherit (the order is iPhone, "
              + "iPad, Mac): write the \(platform) path out in full.",
            at: range
          )
        )
      }
    }
    return result
  }
}

extension RuleID {
  public static let sameWithoutPrevious: RuleID = "same-without-previous"
}
