/// The path of one platform in a component, after `same` is expanded.
public struct PlatformPath: Sendable, Hashable {
  /// The platform.
  public var platform: Platform
  /// The platform's own field lines (a repeated path field adds to the path).
  public var fields: [FieldSyntax]
  /// The segments the platform's own lines write.
  public var ownSegments: [PathSegment]
  /// Every segment after `same` is expanded: the inherited ones first.
  public var segments: [PathSegment]
  /// Where `same` is written, when the path starts with it.
  public var sameRange: SourceRange?
  /// The platform `same` inherits from (nil when there is none: `same-without-previous`).
  public var inheritsFrom: Platform?

  /// The first field line: where diagnostics about this platform's path go.
  public var reportRange: SourceRange { fields.first?.keyRange ?? .empty(at: 0) }

  /// Every mechanism of the expanded path.
  public var mechanisms: [MechanismUse] { segments.flatMap(\.mechanisms) }

  /// Every presentation of the expanded path.
  public var presentations: [Presentation] { segments.flatMap(\.presentations) }

  /// Expands `same` from `source` (the latest earlier platform with a path): ``segments`` become
  /// the source's segments, each marked as inherited from it unless already inherited, then
  /// ``ownSegments``.
  mutating func inherit(from source: PlatformPath) {
    inheritsFrom = source.platform
    var expanded = source.segments
    for index in expanded.indices where expanded[index].inheritedFrom == nil {
      expanded[index].inheritedFrom = source.platform
    }
    expanded += ownSegments
    segments = expanded
  }

  /// Whether the expanded path names `predicate`'s mechanism anywhere.
  public func contains(where predicate: (Mechanism) -> Bool) -> Bool {
    segments.contains { $0.mechanisms.contains { predicate($0.mechanism) } }
  }
}
