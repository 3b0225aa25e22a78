import ContractModel
import JSONRPC

extension LanguageServer {
  /// `textDocument/didOpen`: the editor's text replaces the file's from now on.
  func didOpen(_ params: DidOpenTextDocumentParams) {
    guard model.accepts(params.textDocument) else {
      log.info("Left \(params.textDocument.uri) alone: a Swift document is read only from a .swift file")
      return
    }
    let key = model.open(params.textDocument)
    log.debug("Opened \(params.textDocument.uri) at version \(params.textDocument.version)")
    schedule.configurationsChanged = true
    noteWorkspaceChanged()
    documentChanged(key)
  }

  /// `textDocument/didChange`: applies the edits in the negotiated encoding. A change to a
  /// document that is not open, or whose version is not newer, is logged and ignored (so is one
  /// naming a negative or fractional position: see ``handle(notification:)``); an edit position
  /// past the end of its line or of the text is clamped and logged.
  func didChange(_ params: DidChangeTextDocumentParams) {
    let uri = params.textDocument.uri
    let key = model.key(forURI: uri)
    do {
      let clamps = try model.change(
        key: key,
        version: params.textDocument.version,
        changes: params.contentChanges,
        encoding: features.encoding
      )
      if !clamps.isEmpty {
        let list = clamps.map(\.description).joined(separator: ", ")
        log.warning("Edit positions of \(uri) version \(params.textDocument.version) were clamped: \(list)")
      }
    } catch {
      log.warning("Ignored a change to \(uri) (version \(params.textDocument.version)): \(error)")
      return
    }
    noteWorkspaceChanged()
    documentChanged(key)
  }

  /// `textDocument/didClose`: the file goes back to its text on disk (or leaves the workspace)
  /// and its pushed diagnostics are cleared.
  func didClose(_ params: DidCloseTextDocumentParams) {
    let key = model.key(forURI: params.textDocument.uri)
    guard let document = model.store[key] else {
      log.warning("Ignored closing \(params.textDocument.uri): it is not open")
      return
    }
    model.close(key: key)
    schedule.closed(key)
    log.debug("Closed \(params.textDocument.uri)")
    clearPublished(uri: document.uri)
    noteWorkspaceChanged()
    workspaceChanged()
  }

  /// `textDocument/didSave`: the open text already holds what was saved; nothing to redo.
  func didSave(_ params: DidSaveTextDocumentParams) {
    log.debug("Saved \(params.textDocument.uri)")
  }
}
