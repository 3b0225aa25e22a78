/// Matches paths against `exclude` globs: `*` (within a folder), `**` (any folders), `?`.
/// A glob without `/` matches a name at any depth; a glob ending in `/` matches a folder and all below it.
public enum Glob {
  /// Whether `path` (relative, `/`-separated) matches `pattern`.
  public static func matches(_ pattern: String, path: String) -> Bool {
    var pattern = pattern
    if pattern.hasPrefix("./") { pattern.removeFirst(2) }
    if pattern.hasSuffix("/") { pattern += "**" }
    let patternParts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    let pathParts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    if patternParts.count == 1 {
      return pathParts.contains { matchSegment(Array(patternParts[0].unicodeScalars), Array($0.unicodeScalars)) }
    }
    return matchParts(patternParts[...], pathParts[...])
  }

  private static func matchParts(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      let rest = pattern.dropFirst()
      if rest.isEmpty { return true }
      var tail = path
      while true {
        if matchParts(rest, tail) { return true }
        guard !tail.isEmpty else { return false }
        tail = tail.dropFirst()
      }
    }
    guard let segment = path.first, matchSegment(Array(first.unicodeScalars), Array(segment.unicodeScalars)) else {
      return false
    }
    return matchParts(pattern.dropFirst(), path.dropFirst())
  }

  private static func matchSegment(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
    var p = 0
    var t = 0
    var star: Int?
    var resume = 0
    while t < text.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
        p += 1
        t += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = p
        resume = t
        p += 1
      } else if let starIndex = star {
        p = starIndex + 1
        resume += 1
        t = resume
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
