/// The path helpers the tools need, on plain `/`-separated strings, without Foundation's
/// `NSString` (the binary links only FoundationEssentials where the toolchain has it).
///
/// They behave like `NSString`'s helpers of the same names for the paths the tools use
/// (absolute or relative, standardised or with trailing slashes).
public enum PathComponents {
  /// `path` without its last component: `/a/b` → `/a`, `/a` → `/`, `/` → `/`, `a` → ``.
  /// Trailing slashes are ignored.
  public static func deletingLastComponent(_ path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    var end = slash
    // Repeated slashes before the last component go too (`/a//b` → `/a`).
    while end > trimmed.utf8.startIndex, trimmed.utf8[trimmed.utf8.index(before: end)] == UInt8(ascii: "/") {
      end = trimmed.utf8.index(before: end)
    }
    if end == trimmed.utf8.startIndex { return "/" }
    return String(trimmed[..<end])
  }

  /// The last component of `path`: `/a/b` → `b`, `/a/b/` → `b`, `/` → `/`, `` → ``.
  public static func lastComponent(_ path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    if trimmed == "/" { return "/" }
    guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return trimmed }
    return String(trimmed[trimmed.utf8.index(after: slash)...])
  }

  /// `component` appended to `path` with one slash between: `/a` + `b` → `/a/b`, `/` + `b` →
  /// `/b`, `` + `b` → `b`.
  public static func appending(_ component: String, to path: String) -> String {
    if path.isEmpty { return component }
    if component.isEmpty { return path }
    return trimmingTrailingSlashes(path) == "/" ? "/" + component : trimmingTrailingSlashes(path) + "/" + component
  }

  /// `path` without trailing slashes, except a lone `/`.
  private static func trimmingTrailingSlashes(_ path: String) -> String {
    var end = path.utf8.endIndex
    while end > path.utf8.startIndex, path.utf8[path.utf8.index(before: end)] == UInt8(ascii: "/") {
      end = path.utf8.index(before: end)
    }
    if end == path.utf8.startIndex { return path.isEmpty ? "" : "/" }
    return end == path.utf8.endIndex ? path : String(path[..<end])
  }
}
