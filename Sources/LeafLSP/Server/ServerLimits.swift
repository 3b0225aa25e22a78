import ContractModel
import JSONRPC

/// The server's resource limits, set on the command line (`--max-file-size`, `--max-message-size`).
///
/// - `maxFileSize` (default 16 MiB): a contract larger than this, open in the editor or on disk,
///   is not analysed; it gets one `file-too-large` error at its start instead. A file on disk over
///   the limit is not even read.
/// - `maxMessageSize` (default 64 MiB): a message whose `Content-Length` is larger is answered
///   with a logged error and its body skipped as it arrives, never buffered (see `FrameParser`);
///   the next message is read normally.
struct ServerLimits: Sendable, Hashable {
  /// Default ``maxFileSize``: 16 MiB (a one-line 10 MB contract is still analysed).
  static let defaultMaxFileSize = 16 << 20
  /// Default ``maxMessageSize``: the framer's default, 64 MiB.
  static let defaultMaxMessageSize = FrameParser.defaultMaximumMessageSize

  /// Largest contract analysed, in UTF-8 bytes.
  var maxFileSize = ServerLimits.defaultMaxFileSize
  /// Largest message body read, in bytes.
  var maxMessageSize = ServerLimits.defaultMaxMessageSize

  /// Open documents larger than this many UTF-8 bytes are read and checked off the server's
  /// actor (see `LanguageServer.readLargeDocuments()`), so that requests about other documents
  /// are answered while they are analysed. Smaller ones are analysed in line: a task hop would
  /// cost more than the analysis.
  static let offActorThreshold = 256 << 10

  /// Most findings published for one document: a contract with hundreds of thousands of findings
  /// would make every publish tens of megabytes that the editor must take in. The first ones in
  /// document order are sent, then one `too-many-findings` diagnostic; `leaf-lsp check` lists all.
  static let maxDiagnosticsPerFile = 5_000

  /// The code of the diagnostic that stands for the findings over ``maxDiagnosticsPerFile``.
  static let tooManyFindingsCode = "too-many-findings"

  /// `diagnostics` (sorted), converted, at most ``maxDiagnosticsPerFile`` of them and then one
  /// diagnostic saying how many more there are.
  static func capped(
    _ diagnostics: [Diagnostic],
    convert: ([Diagnostic]) -> [LSPDiagnostic]
  ) -> [LSPDiagnostic] {
    guard diagnostics.count > maxDiagnosticsPerFile else { return convert(diagnostics) }
    let shown = convert(Array(diagnostics.prefix(maxDiagnosticsPerFile)))
    let hidden = diagnostics.count - maxDiagnosticsPerFile
    let last = shown.last?.range.end ?? Position(line: 0, character: 0)
    return shown + [
      LSPDiagnostic(
        range: LSPRange(start: last, end: last),
        severity: .information,
        code: tooManyFindingsCode,
        codeDescription: nil,
        source: DiagnosticConverter.source,
        message: "\(hidden) more findings in this file are not shown (the editor gets the first "
          + "\(maxDiagnosticsPerFile)); run `leaf-lsp check` on it to see them all.",
        relatedInformation: nil
      )
    ]
  }

  /// The rule id of the diagnostic that replaces the analysis of a file over ``maxFileSize``.
  static let fileTooLargeCode = "file-too-large"

  /// The one diagnostic of a file of `size` bytes, over ``maxFileSize``.
  func fileTooLargeDiagnostic(size: Int) -> LSPDiagnostic {
    LSPDiagnostic(
      range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)),
      severity: .error,
      code: Self.fileTooLargeCode,
      codeDescription: nil,
      source: DiagnosticConverter.source,
      message: "This file is \(size) bytes, over the limit of \(maxFileSize) bytes (--max-file-size); "
        + "it is not analysed.",
      relatedInformation: nil
    )
  }
}
