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

  /// The keyword spelled by `bytes[range]`, if any.
  static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> SwiftKeyword? {
    let length = end - start
    guard length >= 2, length < KeywordTable.byLength.count else { return nil }
    let first = bytes[start]
    for (word, keyword) in KeywordTable.byLength[length] where word[0] == first {
      var same = true
      for offset in 1..<length where word[offset] != bytes[start + offset] {
        same = false
        break
      }
      if same { return keyword }
    }
    return nil
  }

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

/// The keywords' spellings grouped by length, for ``SwiftKeyword/classify(_:_:_:)``.
enum KeywordTable {
  static let byLength: [[(word: [UInt8], keyword: SwiftKeyword)]] = {
    var table = [[(word: [UInt8], keyword: SwiftKeyword)]](repeating: [], count: 16)
    for keyword in SwiftKeyword.allCases {
      let word = Array(keyword.rawValue.utf8)
      table[word.count].append((word, keyword))
    }
    return table
  }()
}
