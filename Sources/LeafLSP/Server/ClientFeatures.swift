import ContractModel
import JSONRPC

/// What the server may do with this client, read once from `initialize`.
struct ClientFeatures: Sendable, Hashable {
  /// How diagnostics reach the client.
  enum DiagnosticDelivery: String, Sendable, Hashable {
    /// `textDocument/publishDiagnostics` after every change.
    case push
    /// The client pulls with `textDocument/diagnostic` / `workspace/diagnostic`; the server
    /// sends `workspace/diagnostic/refresh` when other documents change, if the client allows.
    case pull
  }

  var encoding = ColumnEncoding.utf16
  var workDoneProgress = false
  var dynamicWatchedFiles = false
  var configurationRequests = false
  var diagnosticRefresh = false
  var delivery = DiagnosticDelivery.push

  init() {}

  /// The features of the client that sent `params`.
  ///
  /// Diagnostics are pushed unless the client pulls them (it declares
  /// `textDocument.diagnostic`): clients such as VS Code and Neovim show pushed and pulled
  /// diagnostics side by side, so doing both would show each finding twice. The
  /// initialization option `{"diagnosticMode": "push" | "pull" | "auto"}` overrides the choice.
  init(_ params: InitializeParams) {
    let capabilities = params.capabilities
    encoding = .negotiated(offered: capabilities?.general?.positionEncodings)
    workDoneProgress = capabilities?.window?.workDoneProgress ?? false
    dynamicWatchedFiles = capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration ?? false
    configurationRequests = capabilities?.workspace?.configuration ?? false
    diagnosticRefresh = capabilities?.workspace?.diagnostics?.refreshSupport ?? false
    let clientPulls = capabilities?.textDocument?.diagnostic != nil
    switch params.initializationOptions?["diagnosticMode"]?.stringValue {
    case "push": delivery = .push
    case "pull": delivery = .pull
    default: delivery = clientPulls ? .pull : .push
    }
  }
}
