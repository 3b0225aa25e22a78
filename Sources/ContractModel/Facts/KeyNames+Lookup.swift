extension KeyNames {
  /// The key row (not a modifier) with this symbol, name or alias, compared case-insensitively.
  public static func key(named spelling: some StringProtocol) -> KeyName? {
    keyIndex[spelling.lowercased()]
  }

  /// The modifier row with this symbol, name or alias (`cmd`, `Option`, `⌥`), compared case-insensitively.
  public static func modifier(named spelling: some StringProtocol) -> KeyName? {
    modifierIndex[spelling.lowercased()]
  }

  /// The key row whose canonical symbol is `symbol` (`⌫`, `Space`, `F5`, `,`).
  public static func key(symbol: String) -> KeyName? { symbolIndex[symbol] }

  /// The most words any key spelling has (`left curly bracket` has three).
  static let longestKeySpellingWordCount: Int = keyIndex.keys.map { $0.split(separator: " ").count }.max() ?? 1

  /// The most words any modifier spelling has (`caps lock` has two).
  static let longestModifierSpellingWordCount: Int =
    modifierIndex.keys.map { $0.split(separator: " ").count }.max() ?? 1

  private static let keyIndex: [String: KeyName] = index(namedKeys + functionKeys + punctuation)
  private static let modifierIndex: [String: KeyName] = index(modifiers)
  private static let symbolIndex: [String: KeyName] = Dictionary(
    (namedKeys + functionKeys + punctuation).map { ($0.symbol, $0) },
    uniquingKeysWith: { first, _ in first }
  )

  private static func index(_ rows: [KeyName]) -> [String: KeyName] {
    var index: [String: KeyName] = [:]
    for row in rows {
      for spelling in row.spellings where index[spelling.lowercased()] == nil {
        index[spelling.lowercased()] = row
      }
    }
    return index
  }
}
