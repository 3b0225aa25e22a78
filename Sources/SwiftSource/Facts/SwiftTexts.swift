/// Text that hover shows: `.help(…)`, or views that `.onHover` shows.
public struct SwiftHoverText: Sendable, Hashable {
  /// How hover shows it.
  public enum Mechanism: String, Sendable, Hashable {
    /// `.help("…")`: a tooltip.
    case help
    /// `.onHover { … }` that sets state which shows views.
    case onHover
  }

  /// How hover shows it.
  public var mechanism: Mechanism
  /// The tooltip's text, for `.help`.
  public var text: SwiftText?
  /// For `.onHover`: the properties its closure sets (`isHovering`).
  public var hoverStates: [String]
  /// For `.onHover`: the texts of the views shown under those properties (`if isHovering { … }`).
  public var shownTexts: [SwiftText]
  /// The type declaration around it.
  public var enclosingType: String?
  /// The SwiftUI views of the workspace (types declared as `View`) that type is made of: those its body uses, and theirs in
  /// turn (at most ``SwiftWorkspaceFacts/subviewDepth`` deep), each once, in the order met (set
  /// when the workspace's facts are composed).
  public var subviews: [String] = []
  /// The platforms it is compiled for.
  public var platforms: SwiftPlatformSet
  /// Where it is written.
  public var location: SwiftLocation
}

/// Text a view shows or speaks without hover: `Text`, `Label`, `.accessibilityLabel`,
/// `.accessibilityValue`.
public struct SwiftVisibleText: Sendable, Hashable {
  /// Where the text is.
  public enum Kind: String, Sendable, Hashable {
    /// `Text(…)`.
    case text
    /// `Label("…", systemImage:)`.
    case label
    /// `.accessibilityLabel(…)`.
    case accessibilityLabel
    /// `.accessibilityValue(…)`.
    case accessibilityValue
  }

  /// Where the text is.
  public var kind: Kind
  /// The text (for `Text(order.date, style: .date)`, the expression `order.date`).
  public var text: SwiftText
  /// The `style:` or `format:` argument's source text, when given.
  public var style: String?
  /// What the computed properties of its type that it shows are computed from, one level deep:
  /// the names their getters read (`order`, `total`, `formatted` for `Text(formattedTotal)` with
  /// `var formattedTotal: String { order.total.formatted() }` in the same file); empty when it
  /// shows none.
  public var computedFrom: [String] = []
  /// The type declaration around it.
  public var enclosingType: String?
  /// The platforms it is compiled for.
  public var platforms: SwiftPlatformSet
  /// Where it is written.
  public var location: SwiftLocation
}

/// A collection of rows: a `List`, a `Table`, a `ForEach` of rows in a stack, an AppKit table.
public struct SwiftCollectionPresentation: Sendable, Hashable {
  /// What presents the rows.
  public enum Kind: String, Sendable, Hashable {
    /// A SwiftUI `List`.
    case list
    /// A SwiftUI `Table`.
    case table
    /// A `ForEach` of rows in a `VStack`, `LazyVStack` or `ScrollView`.
    case stack
    /// An AppKit `NSTableView` (made, subclassed or held).
    case nsTableView
    /// An AppKit `NSOutlineView`.
    case nsOutlineView
  }

  /// What presents the rows.
  public var kind: Kind
  /// The containers as written, outermost first (`["ScrollView", "LazyVStack"]`, `["List"]`).
  public var containers: [String]
  /// A `Table`'s column titles.
  public var columns: [SwiftText]
  /// How many `Text`s a row shows (in the row's closure; see ``rowTypes`` for rows made by a
  /// view type).
  public var rowTextCount: Int
  /// The most `Text`s (and `Label`s) a row shows side by side: direct children of one `HStack`
  /// (in the row's closure, or, once composed, in the body of a row's view type). Columns of data
  /// stand side by side; a title over a subtitle does not.
  public var rowColumnCount = 0
  /// The view types a row is made of (`OrderRow` in `ForEach(orders) { OrderRow($0) }`).
  public var rowTypes: [String]
  /// The type declaration around it.
  public var enclosingType: String?
  /// The platforms it is compiled for.
  public var platforms: SwiftPlatformSet
  /// Where it is written.
  public var location: SwiftLocation
}
