/// The Swift keywords (reserved and contextual) the structural reader tells apart.
///
/// A contextual keyword (`open`, `get`, `actor`, `some`) is only a keyword where the reader
/// expects one; elsewhere the same token is a name.
public enum SwiftKeyword: String, Sendable, Hashable, CaseIterable {
  // Declarations.
  case `struct`, `class`, `enum`, actor, `protocol`, `extension`, `func`, `init`, `deinit`, `subscript`
  case `var`, `let`, `typealias`, `associatedtype`, `import`, `operator`, `precedencegroup`, `case`, macro
  // Modifiers.
  case `public`, `private`, `fileprivate`, `internal`, open, package, `static`, final, override, mutating
  case nonmutating, lazy, weak, unowned, required, convenience, dynamic, optional, indirect, nonisolated
  case prefix, postfix, infix, consuming, borrowing, distributed
  // Statements and expressions.
  case `if`, `guard`, `while`, `for`, `switch`, `catch`, `else`, `do`, `defer`, `repeat`, `in`, `return`
  case `throw`, `try`, await, `where`, get, set, didSet, willSet, `true`, `false`, `nil`, `self`, `Self`
  case `super`, some, any, `is`, `as`, `default`, `break`, `continue`, `fallthrough`, `inout`, `throws`
  case `rethrows`, async

  /// Whether the keyword starts a declaration of a type.
  var startsTypeDeclaration: Bool {
    switch self {
    case .struct, .class, .enum, .actor, .protocol, .extension: true
    default: false
    }
  }

  /// Whether the keyword is a declaration modifier.
  var isModifier: Bool {
    switch self {
    case .public, .private, .fileprivate, .internal, .open, .package, .static, .final, .override, .mutating,
      .nonmutating, .lazy, .weak, .unowned, .required, .convenience, .dynamic, .optional, .indirect,
      .nonisolated, .prefix, .postfix, .infix, .consuming, .borrowing, .distributed:
      true
    default:
      false
    }
  }

  /// Whether the keyword starts a declaration (type, function, property, alias, import).
  var startsDeclaration: Bool {
    switch self {
    case .struct, .class, .enum, .actor, .protocol, .extension, .func, .`init`, .deinit, .subscript, .var, .let,
      .typealias, .associatedtype, .import, .operator, .precedencegroup, .case, .macro:
      true
    default:
      false
    }
  }
}

/// Finds the keyword a name spells: its bytes packed into two words and hashed into an
/// open-addressed table of the keywords.
struct KeywordTable: Sendable {
  private struct Entry: Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var keyword: SwiftKeyword?
  }

  private static let slotCount = 512
  private let slots: [Entry]
  /// For each byte value, bit `n` is set when a keyword of `n` bytes starts with it: most names
  /// are turned away by this one load, before any hashing.
  private let lengthsByFirstByte: [UInt16]

  /// The one table.
  static let shared = KeywordTable()

  private init() {
    var slots = [Entry](repeating: Entry(), count: Self.slotCount)
    var lengths = [UInt16](repeating: 0, count: 256)
    for keyword in SwiftKeyword.allCases {
      let word = Array(keyword.rawValue.utf8)
      lengths[Int(word[0])] |= 1 << UInt16(word.count)
      let (low, high) = word.withUnsafeBufferPointer { Self.pack($0, 0, word.count) }
      var slot = Self.slot(low, high)
      while slots[slot].keyword != nil { slot = (slot + 1) & (Self.slotCount - 1) }
      slots[slot] = Entry(low: low, high: high, keyword: keyword)
    }
    self.slots = slots
    self.lengthsByFirstByte = lengths
  }

  @inline(__always)
  private static func slot(_ low: UInt64, _ high: UInt64) -> Int {
    Int(truncatingIfNeeded: ((low ^ (high &* 0x2545_F491_4F6C_DD1D)) &* 0x9E37_79B9_7F4A_7C15) >> 55)
  }

  /// Up to 16 bytes of `bytes[start..<end]` as two little-endian words, zero-filled.
  @inline(__always)
  private static func pack(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (UInt64, UInt64) {
    let length = end - start
    if start + 16 <= bytes.count, let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base + start)
      var low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      var high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      if length < 8 {
        low &= (1 << UInt64(8 * length)) &- 1
        high = 0
      } else if length < 16 {
        high &= (1 << UInt64(8 * (length - 8))) &- 1
      }
      return (low, high)
    }
    var low: UInt64 = 0
    var high: UInt64 = 0
    for offset in start..<min(end, start + 16) {
      let byte = UInt64(bytes[offset])
      if offset - start < 8 {
        low |= byte << UInt64(8 * (offset - start))
      } else {
        high |= byte << UInt64(8 * (offset - start - 8))
      }
    }
    return (low, high)
  }

  /// The keyword spelled by `bytes[start..<end]`, if any.
  @inline(__always)
  func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> SwiftKeyword? {
    let length = end - start
    guard length >= 2, length <= 15,
      lengthsByFirstByte[Int(bytes[start])] & (1 << UInt16(length)) != 0
    else { return nil }
    let (low, high) = Self.pack(bytes, start, end)
    return slots.withUnsafeBufferPointer { slots in
      var slot = Self.slot(low, high)
      while let keyword = slots[slot].keyword {
        if slots[slot].low == low && slots[slot].high == high { return keyword }
        slot = (slot + 1) & (Self.slotCount - 1)
      }
      return nil
    }
  }
}
