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
      "summary", "link", "code",
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
    var bytes = key
    if let resolved = bytes.withUTF8(resolveNormal) { return resolved }
    guard let normal = ASCIIWords.folding(key.utf8, tabIsBlank: false, lowercase: true) else { return nil }
    return .some(table[normal])
  }

  /// The table's spellings by length, as bytes.
  private static let byLength: [[(spelling: [UInt8], key: FieldKey)]] = {
    var buckets: [[(spelling: [UInt8], key: FieldKey)]] = []
    for (spelling, key) in table {
      let bytes = Array(spelling.utf8)
      while buckets.count <= bytes.count { buckets.append([]) }
      buckets[bytes.count].append((bytes, key))
    }
    return buckets
  }()

  /// ``resolveASCII(_:)`` of a key already in normal form but for case (ASCII, one space between
  /// words, none at the ends, no tab), compared byte by byte with the spellings of its length
  /// instead of folded into a string and hashed; nil for a key in any other form.
  private static func resolveNormal(_ bytes: UnsafeBufferPointer<UInt8>) -> FieldKey?? {
    let space = UInt8(ascii: " ")
    guard let first = bytes.first, let last = bytes.last, first != space, last != space else { return nil }
    var previous: UInt8 = 0
    for byte in bytes {
      if byte >= 0x80 || byte == UInt8(ascii: "\t") || (byte == space && previous == space) { return nil }
      previous = byte
    }
    guard bytes.count < byLength.count else { return .some(nil) }
    for candidate in byLength[bytes.count]
    where candidate.spelling.indices.allSatisfy({ MechanismMatcher.lowercased(bytes[$0]) == candidate.spelling[$0] }) {
      return .some(candidate.key)
    }
    return .some(nil)
  }
}
