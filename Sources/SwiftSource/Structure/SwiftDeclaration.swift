/// A type declaration: `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
public struct SwiftDeclaration: Sendable, Hashable {
  /// Which kind of declaration.
  public enum Kind: String, Sendable, Hashable {
    /// `struct`.
    case `struct`
    /// `class`.
    case `class`
    /// `enum`.
    case `enum`
    /// `actor`.
    case actor
    /// `protocol`.
    case `protocol`
    /// `extension`.
    case `extension`
  }

  /// Which kind of declaration.
  public var kind: Kind
  /// The declared name, or for an extension the extended type as written (`Foo.Bar`).
  public var name: String
  /// The name with its enclosing types' names before it (`Outer.Inner`).
  public var qualifiedName: String
  /// The inheritance list as written: superclass, protocols (`View`, `NSView`, `Commands`).
  public var inheritance: [String]
  /// Declaration modifiers: `final`, `public`, `private`.
  public var modifiers: [String]
  /// Attribute names without `@` or arguments: `main`, `MainActor`.
  public var attributes: [String]
  /// The index of the enclosing type declaration, if nested.
  public var parent: Int?
  /// The bytes from the first attribute or modifier to the end of the body.
  public var range: Range<Int>
  /// The bytes of the name.
  public var nameRange: Range<Int>
  /// The significant tokens inside the braces, when there is a body.
  public var bodyTokens: Range<Int>?
}

/// A member or local declaration: a function, initializer, subscript, property or constant.
public struct SwiftMember: Sendable, Hashable {
  /// Which kind of declaration.
  public enum Kind: String, Sendable, Hashable {
    /// `func`.
    case function
    /// `init`.
    case initializer
    /// `deinit`.
    case deinitializer
    /// `subscript`.
    case `subscript`
    /// `var`.
    case variable
    /// `let`.
    case constant
  }

  /// Which kind of declaration.
  public var kind: Kind
  /// The name (`body`, `mouseDown`, `init`); a tuple pattern as written.
  public var name: String
  /// Attribute names without `@` or arguments: `FocusState`, `State`, `IBOutlet`.
  public var attributes: [String]
  /// Declaration modifiers: `override`, `private`, `static`.
  public var modifiers: [String]
  /// A property's written type, a function's return type, when written.
  public var typeText: String?
  /// The index of the type declaration it is in.
  public var owner: Int?
  /// Whether it is declared inside a function, closure or accessor rather than in a type or at
  /// the top of the file.
  public var isLocal: Bool
  /// The significant tokens of the body (a function's braces, a computed property's accessors).
  public var bodyTokens: Range<Int>?
  /// The significant tokens of a property's initial value, after `=` (its first expression).
  public var initializerTokens: Range<Int>?
  /// The bytes from the first attribute or modifier to the end of the declaration.
  public var range: Range<Int>
}

/// An `import` declaration.
public struct SwiftImport: Sendable, Hashable {
  /// The module imported (`AppKit` for `import AppKit` and `import class AppKit.NSView`).
  public var module: String
  /// The bytes from `import` to the module's name.
  public var range: Range<Int>
}
