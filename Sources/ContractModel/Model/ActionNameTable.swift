/// The names a path segment may start with, matched case-insensitively, longest first.
struct ActionNameTable: Sendable {
  private var entries: [(folded: [UInt8], name: String)] = []

  init(names: [String]) {
    var seen = Set<[UInt8]>()
    for name in names {
      let folded = Array(ListItem.fold(name).utf8)
      guard !folded.isEmpty, seen.insert(folded).inserted else { continue }
      entries.append((folded, name))
    }
    entries.sort { $0.folded.count > $1.folded.count }
  }

  /// The longest name that `bytes[range]` starts with, followed by a word boundary.
  func longestPrefix(of bytes: [UInt8], in range: Range<Int>) -> (name: String, length: Int)? {
    for entry in entries where entry.folded.count <= range.count {
      var matched = true
      var offset = 0
      while offset < entry.folded.count {
        if MechanismMatcher.lowercased(bytes[range.lowerBound + offset]) != entry.folded[offset] {
          matched = false
          break
        }
        offset += 1
      }
      guard matched else { continue }
      let end = range.lowerBound + entry.folded.count
      if end < range.upperBound, MechanismMatcher.isWordByte(bytes[end]) { continue }
      return (entry.name, entry.folded.count)
    }
    return nil
  }
}

/// Capitalised words that name products, technologies, platforms or keys, never actions.
enum ProductNames {
  private static let names: Set<String> = [
    "voiceover", "nsview", "nstableview", "nsbutton", "swiftui", "uikit", "appkit", "catalyst", "ipados", "macos",
    "ios", "iphone", "ipad", "mac", "accessibility", "full", "return", "escape", "esc", "tab", "space", "command",
    "option", "shift", "control", "fn", "globe", "the", "a", "an", "no", "not", "only", "every",
    "all", "each", "also", "same", "with", "via", "in", "on", "as", "by", "from", "to", "when", "then", "press", "use",
    "keyboard", "pointer", "touch", "trackpad", "mouse", "hardware", "split", "view", "sheet", "details",
  ]

  static func contains(_ word: String) -> Bool { names.contains(word.lowercased()) }
}
