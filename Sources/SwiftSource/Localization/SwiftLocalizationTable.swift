/// The entries of one localization table: a `Localizable.strings` (of one language) or an
/// `.xcstrings` catalog (its source language's values).
public struct SwiftLocalizationTable: Sendable, Hashable {
  /// The file's path.
  public var path: String
  /// The table's name: the file name without extension (`Localizable`).
  public var table: String
  /// The language: an `.lproj` folder's (`en`, `Base`), or a catalog's source language; nil
  /// when the path names none.
  public var language: String?
  /// Whether the values are in the source language (a catalog's are).
  public var isSourceLanguage: Bool
  /// Each key's value.
  public var entries: [String: String]

  /// A table of `entries`.
  public init(path: String, table: String, language: String?, isSourceLanguage: Bool, entries: [String: String]) {
    self.path = path
    self.table = table
    self.language = language
    self.isSourceLanguage = isSourceLanguage
    self.entries = entries
  }

  /// Reads a `.strings` or `.xcstrings` file; nil for other files. Never throws: what cannot be
  /// read yields fewer entries.
  public static func read(path: String, bytes: [UInt8]) -> SwiftLocalizationTable? {
    let components = path.split(separator: "/")
    let fileName = components.last.map(String.init) ?? path
    let table = fileName.split(separator: ".").first.map(String.init) ?? fileName
    if fileName.hasSuffix(".xcstrings") {
      let catalog = StringCatalogReader.read(bytes)
      return SwiftLocalizationTable(
        path: path,
        table: table,
        language: catalog.sourceLanguage,
        isSourceLanguage: true,
        entries: catalog.entries
      )
    }
    guard fileName.hasSuffix(".strings") else { return nil }
    let language = components.dropLast().last.flatMap { folder -> String? in
      folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : nil
    }
    return SwiftLocalizationTable(
      path: path,
      table: table,
      language: language,
      isSourceLanguage: false,
      entries: StringsFileReader.read(bytes)
    )
  }
}

/// Looks titles up in the workspace's tables: catalogs' source-language values, and `.strings`
/// of the development language (`en`, `Base`, or none named); `Localizable` first.
struct Localizer {
  private var entries: [String: String] = [:]

  init(tables: [SwiftLocalizationTable]) {
    let usable = tables.filter { table in
      table.isSourceLanguage || table.language == nil || table.language == "en" || table.language == "Base"
    }
    let ordered = usable.filter { $0.table == "Localizable" } + usable.filter { $0.table != "Localizable" }
    for table in ordered {
      for (key, value) in table.entries where entries[key] == nil { entries[key] = value }
    }
  }

  /// `text` with its localized value, when it is a key a table has.
  func localize(_ text: SwiftText) -> SwiftText {
    guard !entries.isEmpty, text.source == .literal || text.source == .localized, !text.isInterpolated,
      let value = entries[text.text]
    else { return text }
    var text = text
    text.localized = value
    return text
  }

  func localize(_ text: SwiftText?) -> SwiftText? { text.map(localize) }

  func localize(_ context: SwiftMenuContext) -> SwiftMenuContext {
    var context = context
    context.menu = localize(context.menu)
    context.submenus = context.submenus.map(localize)
    return context
  }

  /// `facts` with every title and text localized.
  func localize(_ facts: SwiftFacts) -> SwiftFacts {
    guard !entries.isEmpty else { return facts }
    var facts = facts
    for index in facts.menuCommands.indices {
      facts.menuCommands[index].title = localize(facts.menuCommands[index].title)
      facts.menuCommands[index].context = localize(facts.menuCommands[index].context)
    }
    for index in facts.typeUses.indices {
      if case .menu(let context) = facts.typeUses[index].context {
        facts.typeUses[index].context = .menu(localize(context))
      }
    }
    for index in facts.shortcuts.indices { facts.shortcuts[index].title = localize(facts.shortcuts[index].title) }
    for index in facts.actionSites.indices {
      facts.actionSites[index].title = localize(facts.actionSites[index].title)
      facts.actionSites[index].submenus = facts.actionSites[index].submenus.map(localize)
    }
    for index in facts.hoverTexts.indices {
      facts.hoverTexts[index].text = localize(facts.hoverTexts[index].text)
      facts.hoverTexts[index].shownTexts = facts.hoverTexts[index].shownTexts.map(localize)
    }
    for index in facts.visibleTexts.indices {
      facts.visibleTexts[index].text = localize(facts.visibleTexts[index].text)
    }
    for index in facts.collections.indices {
      facts.collections[index].columns = facts.collections[index].columns.map(localize)
    }
    return facts
  }
}
