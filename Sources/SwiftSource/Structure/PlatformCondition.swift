/// What a `#if` condition says about the platforms: where it may hold and where it may fail.
///
/// A condition that names no platform (`DEBUG`, `swift(>=5.9)`, `canImport(SwiftUI)`) may hold
/// and may fail everywhere, so both its branches are on every platform.
struct PlatformCondition: Hashable {
  /// Platforms on which the condition may be true.
  var mayHold: SwiftPlatformSet
  /// Platforms on which the condition may be false.
  var mayFail: SwiftPlatformSet

  static let unknown = PlatformCondition(mayHold: .all, mayFail: .all)
  static let alwaysTrue = PlatformCondition(mayHold: .all, mayFail: [])
  static let alwaysFalse = PlatformCondition(mayHold: [], mayFail: .all)

  /// A condition true exactly on `platforms`.
  static func exactly(_ platforms: SwiftPlatformSet) -> PlatformCondition {
    PlatformCondition(mayHold: platforms, mayFail: SwiftPlatformSet.all.subtracting(platforms))
  }

  var negated: PlatformCondition { PlatformCondition(mayHold: mayFail, mayFail: mayHold) }

  func and(_ other: PlatformCondition) -> PlatformCondition {
    PlatformCondition(mayHold: mayHold.intersection(other.mayHold), mayFail: mayFail.union(other.mayFail))
  }

  func or(_ other: PlatformCondition) -> PlatformCondition {
    PlatformCondition(mayHold: mayHold.union(other.mayHold), mayFail: mayFail.intersection(other.mayFail))
  }

  /// The meaning of `function(argument)`: `os(macOS)`, `targetEnvironment(macCatalyst)`,
  /// `canImport(UIKit)`; anything else is unknown.
  static func check(_ function: String, _ argument: String) -> PlatformCondition {
    switch function {
    case "os":
      switch argument {
      case "macOS", "OSX": return .exactly(.macOS)
      case "iOS": return .exactly(.uiKit)
      default: return .alwaysFalse
      }
    case "targetEnvironment":
      return argument == "macCatalyst" ? .exactly(.macCatalyst) : .unknown
    case "canImport":
      switch argument {
      case "AppKit", "Cocoa": return .exactly(.appKit)
      case "UIKit": return .exactly(.uiKit)
      default: return .unknown
      }
    default:
      return .unknown
    }
  }
}

/// Reads a `#if` condition from its tokens: `!`, `&&`, `||`, parentheses, checks, names.
struct PlatformConditionParser {
  private enum Symbol: Equatable {
    case not, and, or, open, close
    case name(String)
  }

  private var symbols: [Symbol] = []
  private var position = 0
  /// How deep `!` and parentheses nest; past 64 the rest reads as unknown.
  private var depth = 0

  /// The condition written by `tokens` (lexer tokens of the directive line after its keyword).
  static func evaluate(_ tokens: [SwiftToken], in bytes: UnsafeBufferPointer<UInt8>) -> PlatformCondition {
    var parser = PlatformConditionParser()
    for token in tokens {
      let text = UnsafeBufferPointer(rebasing: bytes[token.range])
      switch token.kind {
      case .operator:
        var offset = text.startIndex
        while offset < text.endIndex {
          let pair = text.endIndex - offset >= 2 ? (text[offset], text[offset + 1]) : (text[offset], 0)
          if pair == (UInt8(ascii: "&"), UInt8(ascii: "&")) {
            parser.symbols.append(.and)
            offset += 2
          } else if pair == (UInt8(ascii: "|"), UInt8(ascii: "|")) {
            parser.symbols.append(.or)
            offset += 2
          } else {
            if text[offset] == UInt8(ascii: "!") { parser.symbols.append(.not) }
            offset += 1
          }
        }
      case .leftParen: parser.symbols.append(.open)
      case .rightParen: parser.symbols.append(.close)
      case .identifier, .integer: parser.symbols.append(.name(String(decoding: text, as: UTF8.self)))
      default: break
      }
    }
    return parser.parseOr()
  }

  private mutating func parseOr() -> PlatformCondition {
    var value = parseAnd()
    while position < symbols.count, symbols[position] == .or {
      position += 1
      value = value.or(parseAnd())
    }
    return value
  }

  private mutating func parseAnd() -> PlatformCondition {
    var value = parseUnary()
    while position < symbols.count, symbols[position] == .and {
      position += 1
      value = value.and(parseUnary())
    }
    return value
  }

  private mutating func parseUnary() -> PlatformCondition {
    guard position < symbols.count else { return .unknown }
    guard depth < 64 else {
      position = symbols.count
      return .unknown
    }
    depth += 1
    defer { depth -= 1 }
    switch symbols[position] {
    case .not:
      position += 1
      return parseUnary().negated
    case .open:
      position += 1
      let value = parseOr()
      skipToClose()
      return value
    case .name(let name):
      position += 1
      guard position < symbols.count, symbols[position] == .open else {
        switch name {
        case "true", "1": return .alwaysTrue
        case "false", "0": return .alwaysFalse
        default: return .unknown
        }
      }
      position += 1
      var argument = ""
      if position < symbols.count, case .name(let value) = symbols[position] { argument = value }
      skipToClose()
      return PlatformCondition.check(name, argument)
    default:
      position += 1
      return .unknown
    }
  }

  /// Moves past the `)` that closes the group just opened (nested ones skipped).
  private mutating func skipToClose() {
    var depth = 0
    while position < symbols.count {
      let symbol = symbols[position]
      position += 1
      if symbol == .open { depth += 1 }
      if symbol == .close {
        if depth == 0 { return }
        depth -= 1
      }
    }
  }
}
