/// A piece of text as the code writes it: a string literal (with its interpolations), a
/// localization key, or an expression that is not a literal.
public struct SwiftText: Sendable, Hashable, CustomStringConvertible {
  /// How the text is written.
  public enum Source: String, Sendable, Hashable {
    /// A string literal where SwiftUI takes a `LocalizedStringKey` (`Text("Orders")`,
    /// `Button("Reorder")`, `.help("…")`): a key, which is its own English text when no table
    /// has it.
    case literal
    /// A key given to `String(localized:)`, `LocalizedStringKey(…)`, `NSLocalizedString(…)`,
    /// `LocalizedStringResource(…)`.
    case localized
    /// A literal shown as written and never looked up: `Text(verbatim:)`, an AppKit title.
    case verbatim
    /// Not a literal: a variable or a call, as written (`order.title`).
    case expression
  }

  /// How the text is written.
  public var source: Source
  /// The literal's value with each interpolation written `\(expression)`, or the expression's
  /// source text.
  public var text: String
  /// The literal parts around the interpolations (one more than ``interpolations``); for an
  /// expression, empty.
  public var literalParts: [String]
  /// The source text of each interpolated expression, in order.
  public var interpolations: [String]
  /// The bytes of the literal or expression.
  public var range: Range<Int>
  /// The text in the source language, when a localization table has the key (set when the
  /// workspace's facts are composed).
  public var localized: String?

  /// A text of `source` with the given parts.
  public init(
    source: Source,
    text: String,
    literalParts: [String],
    interpolations: [String],
    range: Range<Int>,
    localized: String? = nil
  ) {
    self.source = source
    self.text = text
    self.literalParts = literalParts
    self.interpolations = interpolations
    self.range = range
    self.localized = localized
  }

  /// Whether the literal holds interpolations.
  public var isInterpolated: Bool { !interpolations.isEmpty }

  /// Whether the text is a literal or a key (not an expression).
  public var isLiteral: Bool { source != .expression }

  /// What the user reads: the localized text if known, else ``text``.
  public var displayText: String { localized ?? text }

  public var description: String {
    source == .expression ? "<\(text)>" : "\"\(displayText)\""
  }
}
