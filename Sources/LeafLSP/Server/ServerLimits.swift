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
