/// Reads an `.xcstrings` string catalog: each key's value in the catalog's source language
/// (`strings.<key>.localizations.<sourceLanguage>.stringUnit.value`, or the plural `other`
/// variation's); a key without one is its own value, as in a catalog.
enum StringCatalogReader {
  static func read(_ bytes: [UInt8]) -> (sourceLanguage: String?, entries: [String: String]) {
    guard let root = MiniJSON.parse(bytes) else { return (nil, [:]) }
    let language = root["sourceLanguage"]?.string
    var entries: [String: String] = [:]
    guard case .object(let strings)? = root["strings"] else { return (language, entries) }
    for (key, entry) in strings {
      let localization = language.flatMap { entry["localizations"]?[$0] }
      let value =
        localization?["stringUnit"]?["value"]?.string
        ?? localization?["variations"]?["plural"]?["other"]?["stringUnit"]?["value"]?.string
      entries[key] = value ?? key
    }
    return (language, entries)
  }
}
