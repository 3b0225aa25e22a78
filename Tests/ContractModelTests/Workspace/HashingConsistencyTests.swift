import Testing

@testable import ContractModel

/// `ShortcutKey` hashes a hash value made once, and a `ShortcutBinding` holds what it says and
/// its block's place by reference: their equality and hashing are written by hand, and must agree
/// (equal values hash alike, wherever and however they were made).
@Suite("Hashing: keys and bindings hash as they compare")
struct HashingConsistencyTests {
  /// Every spelling of every key the tables know: symbols, names, aliases, letters in both cases,
  /// digits, punctuation.
  private static var spellings: [String] {
    var result: [String] = []
    for key in KeyNames.all {
      result += [key.symbol, key.name, key.name.lowercased(), key.name.uppercased()] + key.aliases
    }
    for scalar in UnicodeScalar("a").value...UnicodeScalar("z").value {
      let letter = String(UnicodeScalar(scalar)!)
      result += [letter, letter.uppercased()]
    }
    result += (0...9).map(String.init) + (1...20).map { "F\($0)" }
    return result
  }

  @Test("Keys equal by any spelling have one hash value, and a set finds one by another")
  func keysHashAsTheyCompare() {
    let keys = Self.spellings.compactMap { spelling in ShortcutKey(spelling).map { (spelling, $0) } }
    #expect(keys.count > 100)
    let set = Set(keys.map(\.1))
    for (spelling, key) in keys {
      #expect(set.contains(key), "\(spelling)")
      for (other, otherKey) in keys where otherKey == key {
        #expect(otherKey.hashValue == key.hashValue, "\(spelling) and \(other)")
      }
    }
    // Fewer keys than spellings: aliases found their key.
    #expect(set.count < keys.count)
    #expect(ShortcutKey("esc") == ShortcutKey("Escape"))
    #expect(Set([ShortcutKey("esc")!]).contains(ShortcutKey("Escape")!))
  }

  @Test("A binding made again from its values is equal to it and hashes alike, in another app not")
  func bindingsHashAsTheyCompare() {
    let text = """
      App: Pebble

      menu Edit
        Undo Row: ⌥⌘Z
        Redo Row: ⇧⌥⌘Z

      OrderRow
      Meaning: one order.
      Actions: Reorder
      iPad: Reorder ⌥⌘R
      Mac: Reorder ⌥⌘R
      """
    let document = ContractDocument(key: "a.contract", text: text)
    let bindings = document.shortcutBindings
    #expect(bindings.count == 6)
    for binding in bindings {
      var made = ShortcutBinding(
        shortcut: binding.shortcut,
        platform: binding.platform,
        target: binding.target,
        component: binding.component,
        menu: binding.menu,
        document: binding.document,
        block: binding.block,
        app: binding.app,
        range: binding.range,
        tokenRange: binding.tokenRange,
        context: binding.context
      )
      made.rank = binding.rank
      #expect(made == binding && made.hashValue == binding.hashValue, "\(binding.label)")
      #expect(Set([binding]).contains(made))
      var moved = [binding]
      ShortcutBinding.move(&moved, toApp: "Slate", appKey: "slate")
      #expect(moved[0] != binding && moved[0].app == "Slate" && moved[0].appKey == "slate")
      #expect(moved[0].isSame(asMovedFrom: binding) == false)
      ShortcutBinding.move(&moved, toApp: "Pebble", appKey: "pebble")
      #expect(moved[0] == binding && moved[0].hashValue == binding.hashValue)
    }
  }
}
