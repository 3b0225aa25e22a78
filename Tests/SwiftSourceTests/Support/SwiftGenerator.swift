/// A small deterministic random number generator (SplitMix64), so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// Generates lexically valid Swift with random nesting of strings, interpolations, comments,
/// raw and multi-line strings, regex literals, groups and `#if` blocks, counting what it wrote.
struct SwiftGenerator {
  var random: SeededGenerator
  private(set) var strings = 0
  private(set) var interpolations = 0
  private(set) var comments = 0

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  static let names = ["order", "Button", "café", "日本語", "🍃", "`default`", "$0", "_x", "self", "reorder"]
  static let operators = ["+", "-", "*", "==", "!=", "&&", "||", "??", "...", "..<", "->", "=", "!", "?", ".", ","]
  static let numbers = ["0", "42", "0x1F", "0b1010", "0o17", "1_000", "3.14", "1e-3", "0x1p4"]
  static let textCharacters = Array("abc XYZ 0123 #'`/*+-_.:;()[]{}é🍃\t")

  mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

  /// Code of about `length` items, nested at most `depth` deep; `multiline` allows line breaks
  /// (and so line comments and `#if` blocks).
  mutating func code(length: Int, depth: Int, multiline: Bool) -> String {
    var parts: [String] = []
    for _ in 0..<length { parts.append(item(depth: depth, multiline: multiline)) }
    return parts.joined(separator: " ")
  }

  mutating func item(depth: Int, multiline: Bool) -> String {
    let choice = Int.random(in: 0..<(depth > 0 ? 14 : 6), using: &random)
    switch choice {
    case 0, 1: return pick(Self.names)
    case 2: return pick(Self.operators)
    case 3: return pick(Self.numbers)
    case 4:
      comments += 1
      return "/* " + text(6) + (chance(30) ? " /* nested */ " : "") + " */"
    case 5: return multiline && chance(50) ? "\n" : " "
    case 6, 7: return singleLineString(depth: depth)
    case 8: return rawString(depth: depth)
    case 9: return multiline ? multilineString(depth: depth) : singleLineString(depth: depth)
    case 10:
      let (open, close) = pick([("(", ")"), ("[", "]"), ("{", "}")])
      return open + code(length: 3, depth: depth - 1, multiline: multiline) + close
    case 11:
      guard multiline else { return "#selector(f)" }
      comments += 1
      return "// " + text(5) + "\n"
    case 12:
      guard multiline else { return "#/a+b/#" }
      return "\n#if os(macOS) && !targetEnvironment(macCatalyst)\n" + code(length: 2, depth: depth - 1, multiline: true)
        + "\n#else\n" + code(length: 2, depth: depth - 1, multiline: true) + "\n#endif\n"
    default:
      return "#/[a-z]+\\/x/#"
    }
  }

  mutating func text(_ length: Int) -> String {
    String((0..<length).map { _ in pick(Self.textCharacters) }).replacingStars()
  }

  mutating func singleLineString(depth: Int) -> String {
    strings += 1
    var result = "\""
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      switch Int.random(in: 0..<5, using: &random) {
      case 0: result += pick(["\\n", "\\\"", "\\\\", "\\u{1F343}", "\\t"])
      case 1 where depth > 0:
        interpolations += 1
        result += "\\(" + code(length: 2, depth: depth - 1, multiline: false) + ")"
      default: result += text(3).replacingOccurrences("\"", "'").replacingOccurrences("\\", "/")
      }
    }
    return result + "\""
  }

  mutating func rawString(depth: Int) -> String {
    strings += 1
    let hashes = String(repeating: "#", count: Int.random(in: 1...3, using: &random))
    var result = hashes + "\""
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      switch Int.random(in: 0..<4, using: &random) {
      case 0: result += "\\(not) \" \\n"
      case 1 where depth > 0:
        interpolations += 1
        result += "\\" + hashes + "(" + code(length: 2, depth: depth - 1, multiline: false) + ")"
      default: result += text(3).replacingOccurrences("#", "x")
      }
    }
    return result + "\"" + hashes
  }

  mutating func multilineString(depth: Int) -> String {
    strings += 1
    let raw = chance(30)
    var result = (raw ? "#" : "") + "\"\"\"\n"
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      switch Int.random(in: 0..<4, using: &random) {
      case 0: result += "  \"quoted\" and \"\" \n"
      case 1 where depth > 0:
        interpolations += 1
        result += (raw ? "\\#(" : "\\(") + code(length: 2, depth: depth - 1, multiline: true) + ")\n"
      default: result += text(4).replacingOccurrences("\\", "/").replacingOccurrences("\"", "'") + "\n"
      }
    }
    return result + "  \"\"\"" + (raw ? "#" : "")
  }
}

extension String {
  func replacingOccurrences(_ target: Character, _ replacement: Character) -> String {
    String(map { $0 == target ? replacement : $0 })
  }

  /// The text with `*/` and `/*` (which would end or open a comment) broken up.
  func replacingStars() -> String {
    var result = ""
    for character in self {
      if character == "/", result.last == "*" || result.last == "/" { result.append(" ") }
      if character == "*", result.last == "/" { result.append(" ") }
      result.append(character)
    }
    return result
  }
}
