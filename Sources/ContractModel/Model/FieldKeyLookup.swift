/// Resolves ASCII field keys with one table lookup instead of lower-casing, splitting and
/// comparing word arrays.
///
/// The table holds every ASCII spelling that ``FieldKey/init(spelledOut:)`` accepts, lower-cased
/// with single spaces, and is filled by that initializer itself, so both ways agree.
enum FieldKeyLookup {
  /// Every accepted spelling in normal form (lower case, words joined by one space).
  private static let table: [String: FieldKey] = {
    let platforms = ["iphone", "ipad", "mac", "macos"]
    var spellings = [
      "app", "platforms", "meaning", "primary action", "primary", "primary actions", "actions", "kind", "role",
      "label", "value", "columns", "hover", "reading order", "focus after dismiss", "focus", "check", "note", "see",
      "summary", "link",
    ]
    for platform in platforms {
      spellings += [platform, "check \(platform)", "\(platform) check", "\(platform) reading order"]
    }
    var table: [String: FieldKey] = [:]
    for spelling in spellings {
      if let key = FieldKey(spelledOut: spelling) { table[spelling] = key }
    }
    return table
  }()

  /// The key an ASCII `key` resolves to (`.some(nil)` when it names none), or nil when `key` is
  /// not ASCII and must be resolved word by word.
  static func resolveASCII(_ key: String) -> FieldKey?? {
    guard let normal = ASCIIWords.folding(key.utf8, tabIsBlank: false, lowercase: true) else { return nil }
    return .some(table[normal])
  }
}
