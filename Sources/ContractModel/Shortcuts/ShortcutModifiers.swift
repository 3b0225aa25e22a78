/// The modifier keys of a keyboard shortcut.
///
/// The canonical written order is Apple's: 🌐 first, then ⇪, then ⌃ ⌥ ⇧ ⌘ (HIG Keyboards:
/// "Control, Option, Shift, Command"). Apple's placement of ⇪ is not documented; it is
/// written right after 🌐, before ⌃.
public struct ShortcutModifiers: OptionSet, Sendable, Hashable, CustomStringConvertible {
  /// The modifier bits.
  public let rawValue: UInt8

  /// Creates a set from its raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// 🌐 Globe, also called Fn (Function).
  public static let globe = ShortcutModifiers(rawValue: 1 << 0)
  /// ⇪ Caps Lock.
  public static let capsLock = ShortcutModifiers(rawValue: 1 << 1)
  /// ⌃ Control.
  public static let control = ShortcutModifiers(rawValue: 1 << 2)
  /// ⌥ Option.
  public static let option = ShortcutModifiers(rawValue: 1 << 3)
  /// ⇧ Shift.
  public static let shift = ShortcutModifiers(rawValue: 1 << 4)
  /// ⌘ Command.
  public static let command = ShortcutModifiers(rawValue: 1 << 5)

  /// Every single modifier, in the canonical written order.
  public static let canonicalOrder: [ShortcutModifiers] = [.globe, .capsLock, .control, .option, .shift, .command]

  /// The single modifiers of this set, in the canonical written order.
  public var members: [ShortcutModifiers] { Self.canonicalOrder.filter { contains($0) } }

  /// The number of modifiers in the set.
  public var count: Int { rawValue.nonzeroBitCount }

  /// The symbol of a single modifier (`⌘`), or of every member in canonical order (`⌥⇧⌘`): one
  /// of the 64 sets' symbols, spelled once (a message names a shortcut for every binding it
  /// lists).
  public var symbol: String {
    rawValue < 64 ? Self.symbols[Int(rawValue)] : spelledSymbol
  }

  /// ``symbol`` of every set of the six modifiers, by raw value.
  private static let symbols: [String] = (0..<64).map { ShortcutModifiers(rawValue: UInt8($0)).spelledSymbol }

  /// ``symbol``, spelled member by member.
  private var spelledSymbol: String {
    members.map { member in
      switch member {
      case .globe: "🌐"
      case .capsLock: "⇪"
      case .control: "⌃"
      case .option: "⌥"
      case .shift: "⇧"
      default: "⌘"
      }
    }.joined()
  }

  /// The modifier a symbol stands for: `⌘` `⇧` `⌥` `⌃` `⇪` `🌐`.
  public init?(symbol: Unicode.Scalar) {
    switch symbol {
    case "🌐": self = .globe
    case "⇪": self = .capsLock
    case "⌃": self = .control
    case "⌥": self = .option
    case "⇧": self = .shift
    case "⌘": self = .command
    default: return nil
    }
  }

  /// The canonical symbol form, e.g. `⌃⌥`.
  public var description: String { symbol }
}
