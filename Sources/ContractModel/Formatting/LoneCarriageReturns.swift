#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lone carriage returns: a `\r` not followed by `\n`, the line end of classic Mac OS.
///
/// LSP counts one as a line break (as it does `\n` and `\r\n`); the contract language does not
/// (its lines end in LF or CRLF). In a text that holds one, the lines the engine reads and the
/// lines an editor shows part at the first of them: fields run together, and every position after
/// it is on the wrong line. Such a text is not read. It gets one `syntax` finding at its first
/// lone CR (where the editor and the engine still agree: every line break before it is LF or
/// CRLF), whose fix turns each lone CR into LF, one byte for one, so nothing else moves and no
/// text is lost.
public enum LoneCarriageReturns {
  /// The title of the fix that converts the lone CRs to LF.
  public static let fixTitle = "Convert the CR line ends to LF"

  /// The UTF-8 offset of the first lone CR of `text`, if it holds one.
  public static func first(in text: String) -> Int? {
    if let found = text.utf8.withContiguousStorageIfAvailable({ first(in: UnsafeRawBufferPointer($0)) }) {
      return found
    }
    return Array(text.utf8).withUnsafeBytes { first(in: $0) }
  }

  /// The UTF-8 offsets of every lone CR of `text`.
  public static func offsets(in text: String) -> [Int] {
    let bytes = Array(text.utf8)
    return bytes.indices.filter { isLone(at: $0, in: bytes) }
  }

  /// `bytes` with every lone CR replaced by LF: the same length, every offset kept, and the lines
  /// those of LSP (a line table of the result counts the lines as an editor does).
  public static func converted(_ bytes: [UInt8]) -> [UInt8] {
    var result = bytes
    for index in bytes.indices where isLone(at: index, in: bytes) { result[index] = UInt8(ascii: "\n") }
    return result
  }

  /// `text` with every lone CR replaced by LF (see ``converted(_:)-([UInt8])``).
  public static func converted(_ text: String) -> String {
    String(decoding: converted(Array(text.utf8)), as: UTF8.self)
  }

  /// The edits of the fix: each lone CR of `text` replaced by LF.
  public static func conversionEdits(in text: String) -> [SourceEdit] {
    offsets(in: text).map { SourceEdit(range: SourceRange(start: $0, end: $0 + 1), newText: "\n") }
  }

  /// The finding of `text` when it holds a lone CR: `syntax`, on its first lone CR, at the severity
  /// `configuration` gives the rule; nil when there is none or the rule is off.
  ///
  /// A `# leaf-ignore-file: syntax` silences it, as in any file: the text is read for it with its
  /// lone CRs as line ends (``isSilenced(in:)``).
  public static func finding(in text: String, configuration: Configuration) -> Diagnostic? {
    guard let offset = first(in: text),
      let severity = configuration.severity(of: .syntax, default: Syntax.descriptor.defaultSeverity),
      !isSilenced(in: text)
    else { return nil }
    return RuleCatalog.makeDiagnostic(
      .syntax,
      severity: severity,
      message: "This file ends lines with a lone CR (classic Mac OS line ends); contracts end lines with LF "
        + "or CRLF, so nothing in it is read until its CR line ends are converted to LF.",
      range: SourceRange(start: offset, end: offset + 1)
    )
  }

  /// Whether a `# leaf-ignore-file:` comment naming `syntax` covers the finding of `text`: one of
  /// the file, its lone CRs read as line ends (as the editor shows it, and as it is read once they
  /// are converted). In a text with contract fences (a Markdown file), each fence is a file of its
  /// own and none is read: the finding is silenced when each fence holds such a comment (a comment
  /// in the prose is not one).
  static func isSilenced(in text: String) -> Bool {
    let bytes = converted(Array(text.utf8))
    // Only a text that names the comment is parsed.
    guard bytes.withUnsafeBufferPointer({ ASCIIBytes.contains($0, lowercased: "leaf-ignore-file") }) else {
      return false
    }
    let fences = MarkdownContracts.fences(in: bytes)
    let contracts = fences.isEmpty ? [String(decoding: bytes, as: UTF8.self)] : fences.map(\.text)
    return contracts.allSatisfy { contract in
      SuppressionReader(tree: ContractParser.parse(contract)).read().contains { suppression in
        suppression.scope == .file && suppression.rules.contains { $0.id == .syntax }
      }
    }
  }

  /// Whether `bytes[index]` is a CR not followed by LF.
  private static func isLone(at index: Int, in bytes: [UInt8]) -> Bool {
    bytes[index] == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))
  }

  /// The offset of the first lone CR of `raw`. Each CR is found with `memchr` (the C library's
  /// vectorised search), so a text without CRs costs a fraction of an instruction a byte, and a
  /// CRLF text a look at the byte after each CR (eight bytes at a time, it was a quarter of a
  /// percent of `check`'s instructions).
  private static func first(in raw: UnsafeRawBufferPointer) -> Int? {
    guard let base = raw.baseAddress else { return nil }
    var offset = 0
    while offset < raw.count, let found = memchr(base + offset, 0x0D, raw.count - offset) {
      let index = base.distance(to: UnsafeRawPointer(found))
      if index + 1 == raw.count || raw[index + 1] != UInt8(ascii: "\n") { return index }
      offset = index + 2
    }
    return nil
  }
}
