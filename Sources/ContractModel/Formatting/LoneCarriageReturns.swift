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
  public static func finding(in text: String, configuration: Configuration) -> Diagnostic? {
    guard let offset = first(in: text),
      let severity = configuration.severity(of: .syntax, default: Syntax.descriptor.defaultSeverity)
    else { return nil }
    return RuleCatalog.makeDiagnostic(
      .syntax,
      severity: severity,
      message: "This file ends lines with a lone CR (classic Mac OS line ends); contracts end lines with LF "
        + "or CRLF, so nothing in it is read until its CR line ends are converted to LF.",
      range: SourceRange(start: offset, end: offset + 1)
    )
  }

  /// Whether `bytes[index]` is a CR not followed by LF.
  private static func isLone(at index: Int, in bytes: [UInt8]) -> Bool {
    bytes[index] == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))
  }

  /// The offset of the first lone CR of `raw`. Eight bytes at a time: a word with no CR (tested
  /// with the has-zero-byte trick on the word XOR `\r`s) is skipped whole, so a text without CRs
  /// (the usual LF file) costs a pass like the one that finds its lines.
  private static func first(in raw: UnsafeRawBufferPointer) -> Int? {
    func isLone(_ offset: Int) -> Bool {
      raw[offset] == UInt8(ascii: "\r") && (offset + 1 == raw.count || raw[offset + 1] != UInt8(ascii: "\n"))
    }
    let carriageReturns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
    let low: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    while index + 8 <= raw.count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ carriageReturns
      if (word &- low) & ~word & high != 0 {
        for offset in index..<(index + 8) where isLone(offset) { return offset }
      }
      index += 8
    }
    for offset in index..<raw.count where isLone(offset) { return offset }
    return nil
  }
}
