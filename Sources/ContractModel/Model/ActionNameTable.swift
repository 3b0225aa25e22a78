/// The names a path segment may start with, matched case-insensitively, longest first.
struct ActionNameTable: Sendable {
  /// The names of one source (a component's actions, the workspace's menu commands, a document's
  /// menu commands), by their folded UTF-8 bytes; shared, never copied, between the tables that
  /// layer it.
  final class Layer: Sendable {
    /// The names by folded bytes; empty for a layer of few names, which are in ``few``.
    let names: [ByteKey: String]
    /// The names of a layer of at most ``fewestHashed`` - 1 names, first spelling of each
    /// folded form only: looked through rather than hashed (a component's actions are a few).
    let few: [(folded: ByteKey, name: String)]
    /// The byte lengths of the names, for membership.
    let lengthSet: SmallIntSet
    /// The first bytes of the names.
    let firstBytes: SmallIntSet

    /// The number of names from which a layer hashes them.
    static let fewestHashed = 9

    init(names: [String]) {
      var table: [ByteKey: String] = [:]
      var few: [(folded: ByteKey, name: String)] = []
      let hashes = names.count >= Self.fewestHashed
      if hashes { table.reserveCapacity(names.count) } else { few.reserveCapacity(names.count) }
      var lengthSet = SmallIntSet()
      var firstBytes = SmallIntSet()
      for name in names {
        let folded = ByteKey(Array(ListItem.fold(name).utf8))
        guard !folded.bytes.isEmpty else { continue }
        if hashes {
          guard table[folded] == nil else { continue }
          table[folded] = name
        } else {
          guard !few.contains(where: { $0.folded == folded }) else { continue }
          few.append((folded, name))
        }
        lengthSet.insert(folded.bytes.count)
        firstBytes.insert(Int(folded.bytes[0]))
      }
      self.names = table
      self.few = few
      self.lengthSet = lengthSet
      self.firstBytes = firstBytes
    }

    /// Whether the layer has no name.
    var isEmpty: Bool { names.isEmpty && few.isEmpty }

    /// The first name that folds to `folded`.
    func name(folded: ByteKey) -> String? {
      if few.isEmpty { return names[folded] }
      return few.first { $0.folded == folded }?.name
    }

    static let empty = Layer(names: [])
  }

  /// The layers, first wins when two fold alike.
  private let layers: [Layer]
  /// Every name length of every layer, longest first.
  private let lengths: [Int]
  /// The first bytes of every name of every layer.
  private let firstBytes: SmallIntSet

  /// A table of `names`; the first of names that fold alike wins.
  init(names: [String]) { self.init(layers: [Layer(names: names)]) }

  /// A table of the names of `layers`; of names that fold alike, the earlier layer's wins.
  init(layers: [Layer]) {
    self.layers = layers.filter { !$0.isEmpty }
    var lengths = SmallIntSet()
    var firstBytes = SmallIntSet()
    for layer in self.layers {
      lengths.formUnion(layer.lengthSet)
      firstBytes.formUnion(layer.firstBytes)
    }
    self.lengths = lengths.elements.sorted(by: >)
    self.firstBytes = firstBytes
  }

  /// The longest name that `bytes[range]` starts with, followed by a word boundary.
  ///
  /// Costs one hash lookup per distinct name length, whatever the number of names, and none
  /// when no name starts with the first byte.
  func longestPrefix(of bytes: [UInt8], in range: Range<Int>) -> (name: String, length: Int)? {
    guard !layers.isEmpty, !range.isEmpty,
      firstBytes.contains(Int(MechanismMatcher.lowercased(bytes[range.lowerBound])))
    else { return nil }
    var folded = ByteKey([])
    for length in lengths where length <= range.count {
      let end = range.lowerBound + length
      if end < range.upperBound, MechanismMatcher.isWordByte(bytes[end]) { continue }
      if folded.bytes.count != length {
        folded.bytes.removeAll(keepingCapacity: true)
        for index in range.lowerBound..<end { folded.bytes.append(MechanismMatcher.lowercased(bytes[index])) }
      }
      for layer in layers where layer.lengthSet.contains(length) {
        if let name = layer.name(folded: folded) { return (name, length) }
      }
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
