/// A catalog entry: a named pattern that findings link to.
public struct CatalogEntry: Sendable, Hashable {
  /// The entry's name.
  public var name: String
  /// One line.
  public var summary: String
  /// A few sentences, in the project's own words.
  public var text: String
  /// The doc page.
  public var link: String
}

/// The four entries every workspace knows.
public enum BuiltInCatalog {
  static let base = "https://github.com/leaf-lsp/leaf-lsp/blob/main/docs/catalog/"

  /// The built-in entries.
  public static let entries: [CatalogEntry] = [
    CatalogEntry(
      name: CatalogEntryName.platformCopyPaste,
      summary: "iPhone behaviour carried to iPad or Mac unchanged.",
      text: """
        The iPhone build is moved to iPad or Mac as it is: swipes stay the only way to an action, lists stay \
        stacks of views, information stays in hover, and nothing gets a menu command. Each platform then gets \
        whatever the iPhone code happens to produce, and keyboard, pointer and VoiceOver users on the bigger \
        screens find no way in.
        """,
      link: base + "platform-copy-paste.md"
    ),
    CatalogEntry(
      name: CatalogEntryName.readingOrderDrift,
      summary: "The reading order breaks when the layout changes.",
      text: """
        A layout that rearranges itself (compact to regular width, a list becoming a table, a sidebar appearing) \
        changes the order in which assistive technology reads the parts. The user hears the same screen in a \
        different order on each platform and loses their place.
        """,
      link: base + "reading-order-drift.md"
    ),
    CatalogEntry(
      name: CatalogEntryName.platformInteractionContract,
      summary: "One task, one meaning, a written path per platform.",
      text: """
        Each shared component states its meaning once and, for iPhone, iPad and Mac, the path by which each \
        task is reached. The reviewer checks each path against the text, and the tools check the paths against \
        each other: an action reached on one platform is reached on all of them.
        """,
      link: base + "platform-interaction-contract.md"
    ),
    CatalogEntry(
      name: CatalogEntryName.readingOrderContract,
      summary: "A predictable order, and focus that returns where the user was.",
      text: """
        Complex layouts state the order in which their parts are read and where focus goes when something \
        closes. Selection says which item is chosen; focus says where input goes now. After a sheet or window \
        closes, focus returns to the selected row, so the next key press continues from there.
        """,
      link: base + "reading-order-contract.md"
    ),
  ]

  /// The built-in entry named `name` (case-insensitive).
  public static func entry(named name: String) -> CatalogEntry? {
    let folded = ListItem.fold(name)
    return entries.first { ListItem.fold($0.name) == folded }
  }
}
