/// A hint shown after `same`: the path it stands for.
public struct SameExpansionHint: Sendable, Hashable {
  /// Where the hint goes: right after `same`.
  public var offset: Int
  /// The shown text: `= row → details; Reorder button visible; …`.
  public var label: String
  /// The whole inherited path, and where it comes from.
  public var tooltip: String
}

extension ContractDocument {
  /// One hint per `same` that inherits a path: what it expands to, shortened to about `limit` characters at a
  /// segment or word boundary.
  public func sameExpansionHints(limit: Int = 60) -> [SameExpansionHint] {
    var result: [SameExpansionHint] = []
    for placed in components {
      let component = placed.value
      for platform in Platform.allCases {
        guard let path = component.paths[platform], let same = path.sameRange, let source = path.inheritsFrom,
          let inherited = component.paths[source]
        else { continue }
        let full = inherited.segments.map(\.text).joined(separator: "; ")
        result.append(
          SameExpansionHint(
            offset: placed.block.start + same.end,
            label: "= " + Self.shortenedPath(inherited.segments.map(\.text), limit: limit),
            tooltip: "same as \(source): \(full)"
          )
        )
      }
    }
    return result.sorted { $0.offset < $1.offset }
  }

  /// Whole segments while they fit in `limit`, then `…`; a first segment too long is cut at a word.
  static func shortenedPath(_ segments: [String], limit: Int) -> String {
    var text = ""
    for segment in segments {
      let candidate = text.isEmpty ? segment : text + "; " + segment
      if candidate.count <= limit {
        text = candidate
        continue
      }
      if text.isEmpty { return OutlineText.shortened(segment, to: limit) ?? "" }
      return text + "; …"
    }
    return text
  }
}
