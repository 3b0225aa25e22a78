import ContractModel

/// The server's name and version, as `serverInfo` and `--version` give them.
enum ServerIdentity {
  static let name = "leaf-lsp"
  static let version = "0.1.0"
}

extension ServerCapabilities {
  /// Exactly what leaf-lsp implements: incremental text sync with open/close and save
  /// notifications, push and pull diagnostics (per document and for the whole workspace, with
  /// cross-file rules), workspace folder changes, and the negotiated position encoding.
  static func leaf(encoding: ColumnEncoding) -> ServerCapabilities {
    ServerCapabilities(
      positionEncoding: encoding.rawValue,
      textDocumentSync: TextDocumentSyncOptions(
        openClose: true,
        change: .incremental,
        save: SaveOptions(includeText: false)
      ),
      diagnosticProvider: DiagnosticOptions(
        identifier: ServerIdentity.name,
        interFileDependencies: true,
        workspaceDiagnostics: true
      ),
      workspace: WorkspaceOptions(
        workspaceFolders: WorkspaceFoldersServerCapabilities(supported: true, changeNotifications: true)
      )
    )
  }
}

extension ColumnEncoding {
  /// The position encoding the server uses with a client offering `offered`.
  ///
  /// LSP lets the server pick any encoding the client offers; UTF-16 is the mandatory default
  /// when it offers none. The engine keeps UTF-8 offsets, so UTF-8 is exact and needs no
  /// conversion: it is taken whenever offered. Otherwise UTF-32 (columns in Unicode scalars,
  /// never inside a character) is preferred to UTF-16 when offered. The client's order of
  /// preference is not followed: every offered encoding is equally correct, and the cheapest
  /// one is best for the user.
  static func negotiated(offered: [String]?) -> ColumnEncoding {
    let offered = Set(offered ?? [])
    if offered.contains(ColumnEncoding.utf8.rawValue) { return .utf8 }
    if offered.contains(ColumnEncoding.utf32.rawValue) { return .utf32 }
    return .utf16
  }
}
