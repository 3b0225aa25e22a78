/// Lint: a shortcut token in a path or menu that cannot be normalised.
enum InvalidShortcut: BlockRule {
  static let descriptor = RuleDescriptor(
    .invalidShortcut,
    .error,
    "A shortcut cannot be normalised.",
    catalog: CatalogEntryName.platformInteractionContract
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for component in context.components {
      for platform in Platform.allCases {
        for segment in component.paths[platform]?.ownSegments ?? [] {
          for use in segment.shortcuts {
            guard let reason = use.invalidReason else { continue }
            result.append(
              diagnostic(
                "'\(use.text)' in the \(platform) path of '\(component.name)' is not a valid shortcut: \(reason). "
                  + "Write modifiers then one key, such as ⌘R or ⇧⌘N.",
                at: use.range
              )
            )
          }
        }
      }
    }
    for menu in context.menus {
      for command in menu.commands {
        guard let use = command.shortcut, let reason = use.invalidReason else { continue }
        result.append(
          diagnostic(
            "'\(use.text)' for \(menu.title) → \(command.name) is not a valid shortcut: \(reason). "
              + "Write modifiers then one key, such as ⌘R or ⇧⌘N.",
            at: use.range
          )
        )
      }
    }
    return result
  }
}

extension RuleID {
  public static let invalidShortcut: RuleID = "invalid-shortcut"
}
