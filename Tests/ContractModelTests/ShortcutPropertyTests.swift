import ContractModel
import Testing

/// A small deterministic generator (SplitMix64), so failures reproduce.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

@Suite("Shortcut round trips")
struct ShortcutPropertyTests {
  /// Spellings of each modifier in text form, as people write them.
  private static let modifierWords: [ShortcutModifiers: [String]] = [
    .globe: ["fn", "Globe", "Function"],
    .capsLock: ["Caps Lock", "capslock", "CAPS"],
    .control: ["Ctrl", "control", "Ctl"],
    .option: ["Opt", "Option", "alt"],
    .shift: ["Shift", "SHIFT", "shft"],
    .command: ["Cmd", "Command", "cmd"],
  ]

  private static func randomShortcut(using generator: inout SplitMix64) -> Shortcut {
    let modifiers = ShortcutModifiers(rawValue: UInt8.random(in: 0..<64, using: &generator))
    let key = ShortcutKey.allCanonical.randomElement(using: &generator)!
    return Shortcut(modifiers: modifiers, key: key)
  }

  @Test("The symbol form and the spelled form parse back to the same shortcut")
  func roundTrip() {
    var generator = SplitMix64(state: 0x1EAF)
    for _ in 0..<2000 {
      let shortcut = Self.randomShortcut(using: &generator)
      #expect(Shortcut.parse(shortcut.description) == .valid(shortcut), "\(shortcut.description)")
      #expect(Shortcut.parse(shortcut.spelled) == .valid(shortcut), "\(shortcut.spelled)")
    }
  }

  @Test("Text forms with any modifier order, alias and separator parse to the same shortcut")
  func textForms() {
    var generator = SplitMix64(state: 42)
    for _ in 0..<2000 {
      let shortcut = Self.randomShortcut(using: &generator)
      guard !shortcut.isBareKey else { continue }
      let words = shortcut.modifiers.members.shuffled(using: &generator).map {
        Self.modifierWords[$0]!.randomElement(using: &generator)!
      }
      let separator = Bool.random(using: &generator) ? "-" : "+"
      let key = Bool.random(using: &generator) ? shortcut.key.spelledName : shortcut.key.token.lowercased()
      let text = (words + [key]).joined(separator: separator)
      #expect(Shortcut.parse(text) == .valid(shortcut), "\(text)")
    }
  }

  @Test("Modifier symbols in any order normalise to the canonical order")
  func symbolOrder() {
    var generator = SplitMix64(state: 7)
    for _ in 0..<1000 {
      let shortcut = Self.randomShortcut(using: &generator)
      let symbols = shortcut.modifiers.members.shuffled(using: &generator).map(\.symbol).joined()
      #expect(Shortcut.parse(symbols + shortcut.key.token) == .valid(shortcut), "\(symbols)\(shortcut.key.token)")
    }
  }

  @Test("Every set of modifiers is written as its members' symbols in Apple's order")
  func everyModifierSetsSymbol() {
    let order: [(ShortcutModifiers, String)] = [
      (.globe, "🌐"), (.capsLock, "⇪"), (.control, "⌃"), (.option, "⌥"), (.shift, "⇧"), (.command, "⌘"),
    ]
    for raw in UInt8(0)..<64 {
      let set = ShortcutModifiers(rawValue: raw)
      let expected = order.filter { set.contains($0.0) }.map(\.1).joined()
      #expect(set.symbol == expected, "\(raw)")
    }
    #expect(ShortcutModifiers([.command, .shift, .option]).symbol == "⌥⇧⌘")
    #expect(ShortcutModifiers().symbol == "")
  }

  @Test("Every normal form is a fixed point of normalisation")
  func normalFormIsStable() {
    var generator = SplitMix64(state: 99)
    for _ in 0..<1000 {
      let shortcut = Self.randomShortcut(using: &generator)
      #expect(Shortcut(modifiers: shortcut.modifiers, key: shortcut.key) == shortcut)
    }
  }
}
