import SwiftSource

/// What a rule reads when it runs on the app's code: the facts of every Swift and Interface
/// Builder file composed, and the platforms each file's configuration targets.
///
/// This is the boundary between SwiftSource and the rules: SwiftSource's platforms become
/// ``Platform``s here (macOS and Mac Catalyst are Mac; iOS is iPad, or iPhone when only iPhone is
/// targeted), its shortcuts ``Shortcut``s (see ``CodeShortcuts``), and its UTF-8 byte ranges the
/// ranges of ``Diagnostic``s in the file's document.
///
/// Code is held only to the platforms of the builds its file is in (``builds``): `#if os(iOS)`
/// holds on Mac Catalyst too, but an app with a native Mac target rarely builds for Catalyst.
struct CodeRuleContext {
  /// The composed facts.
  let facts: SwiftWorkspaceFacts
  /// The builds a file (by key) is made for (see `CodeBuildHints`).
  let builds: (String) -> SwiftPlatformSet
  /// The platforms the configuration of a file (by key) targets.
  let targets: (String) -> [Platform]
  /// Whether what a file (by key) is built for is written somewhere (project or `.xcconfig`
  /// settings, a platform's folder), not assumed to be every platform for want of either.
  let buildsAreNamed: (String) -> Bool
  /// The bytes of a file (by key).
  let source: (String) -> [UInt8]?
  /// Every place that binds a shortcut, once (read by the three shortcut rules).
  let shortcutPlaces: [CodeShortcutPlace]

  /// Rules on `facts`, each file built for what `builds` gives, targeting what `targets` gives,
  /// its bytes what `source` gives.
  init(
    facts: SwiftWorkspaceFacts,
    builds: @escaping (String) -> SwiftPlatformSet = { _ in .all },
    targets: @escaping (String) -> [Platform],
    source: @escaping (String) -> [UInt8]?,
    buildsAreNamed: @escaping (String) -> Bool = { _ in true }
  ) {
    self.facts = facts
    self.builds = builds
    self.targets = targets
    self.buildsAreNamed = buildsAreNamed
    self.source = source
    shortcutPlaces = CodeShortcutPlace.all(in: facts)
  }

  /// The custom views to hold to the custom-view rules: interactive `NSView` subclasses compiled
  /// for the Mac, each where its interaction is written. A subclass that only inherits its
  /// superclass's `mouseDown` is that superclass's mistake, found there once. A view that handles
  /// only keys and never takes focus (no `acceptsFirstResponder` returning true) gets them from a
  /// focused subview passing them up the responder chain: a container (DevToysMac's pages catch
  /// Delete for their table, docs/real-code.md), whose subviews VoiceOver and Tab reach.
  func interactiveCustomViews() -> [SwiftCustomView] {
    var own: [SwiftLocation: Set<SwiftViewAspect>] = [:]
    for file in facts.files {
      for type in file.classes { own[type.location] = type.aspects }
    }
    return facts.customViews.filter { view in
      view.isInteractive && view.isAccessibilityElement != false && !Self.catchesKeysOfSubviews(view)
        && !(own[view.location] ?? view.aspects).isDisjoint(with: SwiftViewAspect.interaction)
        && !platforms(view.platforms, in: view.location.path, among: [.mac]).isEmpty
    }
  }

  /// Whether `view` handles keys and nothing else, and never takes focus itself: the keys it
  /// handles are those its focused subviews pass up the responder chain.
  static func catchesKeysOfSubviews(_ view: SwiftCustomView) -> Bool {
    let takesFocus = view.aspects.contains(.acceptsFirstResponder) && view.acceptsFirstResponder != false
    return !takesFocus && view.aspects.intersection(SwiftViewAspect.interaction) == [.keyDown]
  }

  /// Where the name of the type `name` declared at `location` is written (the declaration
  /// itself when it is not found).
  func nameLocation(ofType name: String, declaredAt location: SwiftLocation) -> SwiftLocation {
    let declaration = facts.types.first { type in
      type.name == name && type.location.path == location.path && location.range.contains(type.nameRange.lowerBound)
    }
    return declaration.map { SwiftLocation(path: location.path, range: $0.nameRange) } ?? location
  }

  /// The platforms among `among` where code of `path` compiled for `set` runs, in their order.
  func platforms(_ set: SwiftPlatformSet, in path: String, among: [Platform] = Platform.allCases) -> [Platform] {
    let targeted = targets(path)
    let set = set.intersection(builds(path))
    var result: [Platform] = []
    if set.contains(.iOS) {
      if targeted.contains(.iPad) {
        result.append(.iPad)
      } else if targeted.contains(.iPhone) {
        result.append(.iPhone)
      }
    }
    if !set.isDisjoint(with: .mac), targeted.contains(.mac) { result.append(.mac) }
    return result.filter(among.contains)
  }
}

/// A finding of a rule on code: the document it is in, and the diagnostic in that document's
/// UTF-8 offsets.
struct CodeFinding: Sendable, Hashable {
  /// The document's key (the file's path).
  let document: String
  /// The finding.
  let diagnostic: Diagnostic
}

/// A rule that also runs on the app's code: its check on code stands in a file named for the
/// rule, `Rules/Code/<RuleName>+Code.swift`, beside its descriptor's file.
protocol CodeRule: Rule {
  /// The findings on the code of `context`, at the severity the rule gives them.
  static func check(code context: CodeRuleContext) -> [CodeFinding]
}

extension CodeRule {
  static var asCodeRule: (any CodeRule.Type)? { self }

  /// A finding of this rule at `location`, at `severity`.
  static func codeFinding(
    _ message: String,
    at location: SwiftLocation,
    severity: Severity,
    related: [RelatedLocation] = []
  ) -> CodeFinding {
    CodeFinding(
      document: location.path,
      diagnostic: diagnostic(message, at: location.sourceRange, severity: severity, related: related)
    )
  }
}

/// The rules that run on code, in the catalog's order, and running them.
enum CodeRules {
  /// Every rule with a check on code.
  static let all: [any CodeRule.Type] = RuleCatalog.rules.compactMap { $0.asCodeRule }

  /// The ids of the rules that run on code.
  static var ids: [RuleID] { all.map { $0.descriptor.id } }

  /// Every rule's findings on the code of `context`, by document.
  static func check(_ context: CodeRuleContext) -> [String: [Diagnostic]] {
    var result: [String: [Diagnostic]] = [:]
    for rule in all {
      for finding in rule.check(code: context) { result[finding.document, default: []].append(finding.diagnostic) }
    }
    return result
  }
}

extension RuleCatalog {
  /// The ids of the rules that also run on the app's Swift code and Interface Builder menus.
  public static var codeRuleIDs: [RuleID] { CodeRules.ids }
}

extension SwiftLocation {
  /// The range in the file's document.
  var sourceRange: SourceRange { SourceRange(start: range.lowerBound, end: range.upperBound) }

  /// The location in the workspace's terms.
  var documentLocation: DocumentLocation { DocumentLocation(document: path, range: sourceRange) }
}

extension SwiftText {
  /// The text as messages quote it (``shownText``).
  var quoted: String { "'\(shownText)'" }

  /// The text as messages show it: what the user reads for a literal or a key, the source for an
  /// expression; an interpolated literal that no table has shows each interpolation as `…`
  /// (`Quit …`, not the code's `Quit \(appName)`), unless its literal parts hold no letter (then
  /// the code says more than `…` would).
  var shownText: String {
    guard isInterpolated, localized == nil,
      literalParts.contains(where: { $0.unicodeScalars.contains(where: \.properties.isAlphabetic) })
    else { return displayText }
    var shown = ""
    for (index, part) in literalParts.enumerated() {
      if index > 0, !shown.hasSuffix("…"), !part.hasPrefix("…") { shown += "…" }
      shown += part
    }
    return shown
  }
}
