import ContractModel
import JSONRPC

/// The leaf-lsp language server: receives LSP messages from a ``Connection`` and answers them.
///
/// All state lives on this actor, the engine included. Handlers are small and synchronous where
/// they can be; work that waits (indexing, requests to the client, publishing) runs in tasks on
/// the actor. The concerns are split over extensions: lifecycle, text sync, publishing, pull
/// diagnostics, workspace and settings, requests to the client.
actor LanguageServer: MessageHandler {
  let connection: Connection
  let log: ServerLog

  var lifecycle = ServerLifecycle()
  var features = ClientFeatures()
  let model: ServerWorkspace

  /// Where the analysis of each open document stands: what publishing follows.
  var schedule = DocumentSchedule()
  /// Push bookkeeping: what each URI was last sent.
  var publisher = DiagnosticPublisher()
  /// A publishing round waiting for the workspace to be indexed, if one is.
  var readiness: Task<Void, Never>?
  /// The reading of large documents off the actor, while one runs.
  var largeReading: Task<Bool, Never>?
  /// The startup (settings and the first index, started by `initialized`), then the latest
  /// re-index; results wait for it.
  var startupTask: Task<Void, Never>?
  /// The startup or re-index task last seen finished (see ``waitUntilWorkspaceIsReady()``).
  var finishedStartupTask: Task<Void, Never>?
  /// Result ids of pull reports.
  var pullResults = PullResultCache()
  /// Bumped whenever anything that diagnostics read changes.
  var generation = 0
  /// Long-polling `workspace/diagnostic` requests waiting for a change.
  var changeWaiters: [Int: CheckedContinuation<Void, any Error>] = [:]
  var nextWaiterID = 0
  /// Tokens of work-done progress, numbered.
  var nextProgressNumber = 0
  /// The editor settings in force.
  var settings = ServerSettings()
  /// Set by `exit`.
  private(set) var exitCode: Int32?
  /// Whether a notification is being handled: what it changes is published when the connection
  /// holds no more received messages (``messagesDrained()``).
  var isHandlingNotification = false

  /// A server answering on `connection`, logging to `log`, within `limits`.
  init(connection: Connection, log: ServerLog, limits: ServerLimits = ServerLimits()) {
    self.connection = connection
    self.log = log
    self.model = ServerWorkspace(limits: limits)
  }

  /// The exit code for the process once the connection has ended: the `exit` notification's,
  /// or, at end of input, 0 after `shutdown` and 1 otherwise.
  var processExitCode: Int32 { exitCode ?? lifecycle.exitCode }

  /// The text of an open document as the server holds it (for tests and logs).
  func openText(uri: String) -> String? {
    let key = model.key(forURI: uri)
    return model.store.isOpen(key) ? model.openText(key) : nil
  }

  // MARK: - MessageHandler

  func handle(request: IncomingRequest) async throws -> JSONValue {
    try lifecycle.admit(request: request.method)
    switch request.method {
    case "initialize":
      return try initialize(request.decodeParams())
    case "shutdown":
      return shutdown()
    case "textDocument/diagnostic":
      return try await documentDiagnostic(request.decodeParams())
    case "workspace/diagnostic":
      return try await workspaceDiagnostic(request.decodeParams())
    default:
      guard let feature = LanguageFeatures.feature(for: request.method) else {
        throw ResponseError.methodNotFound(request.method)
      }
      try RequestPositions.check(request)
      if let answer = codeDocumentAnswer(to: request) { return answer }
      let key = Self.documentKey(of: request, in: model)
      if let key, let answer = try loneCarriageReturnAnswer(to: request, key: key) { return answer }
      if let key, model.hasPendingLargeChange(key) {
        await readLargeDocuments()
      }
      // In a Markdown document, each fence is a contract of its own.
      if let key, model.contracts.isMarkdownDocument(key) {
        return try answerInMarkdown(request, key: key, feature: feature)
      }
      let answer = try feature.answer(
        request,
        context: FeatureContext(model: model, encoding: features.encoding, client: features)
      )
      // Locations in other documents may lie in Markdown fences: named by their Markdown documents.
      return model.contracts.hasMarkdownFences ? markdownLocations(in: answer) : answer
    }
  }

  func handle(notification: IncomingNotification) async {
    guard lifecycle.admits(notification: notification.method) else {
      log.debug("Dropped \(notification.method): not accepted before initialize or after shutdown")
      return
    }
    isHandlingNotification = true
    defer { isHandlingNotification = false }
    do {
      switch notification.method {
      case "initialized": initialized()
      case "exit": exit()
      case "textDocument/didOpen": didOpen(try notification.decodeParams())
      case "textDocument/didChange": didChange(try DidChangeTextDocumentParams.decode(from: notification))
      case "textDocument/didClose": didClose(try notification.decodeParams())
      case "textDocument/didSave": didSave(try notification.decodeParams())
      case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(try notification.decodeParams())
      case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(try notification.decodeParams())
      case "workspace/didChangeConfiguration": didChangeConfiguration(try notification.decodeParams())
      default: log.debug("Ignored notification \(notification.method)")
      }
    } catch {
      log.warning("Ignored \(notification.method): \(error.message)")
    }
  }

  /// Records the exit code and closes the connection, which ends ``Connection/run(handler:)``.
  private func exit() {
    exitCode = lifecycle.exitCode
    log.info("Exit requested (code \(lifecycle.exitCode))")
    log.detach()
    readiness?.cancel()
    startupTask?.cancel()
    connection.close()
  }

  /// The key of the document a request is about (`textDocument.uri`), if it names one.
  static func documentKey(of request: IncomingRequest, in model: ServerWorkspace) -> String? {
    guard case .object(let params)? = request.params, case .object(let document)? = params["textDocument"],
      case .string(let uri)? = document["uri"]
    else { return nil }
    return model.key(forURI: uri)
  }

  // MARK: - Change tracking

  /// Records that something diagnostics read has changed, waking long-polling pulls.
  func noteWorkspaceChanged() {
    generation += 1
    let waiters = changeWaiters
    changeWaiters.removeAll()
    for waiter in waiters.values { waiter.resume() }
  }

  /// Waits until the workspace changes after `seen`, the server shuts down, or the task is
  /// cancelled (which throws `CancellationError`).
  func waitForWorkspaceChange(since seen: Int) async throws {
    let id = nextWaiterID
    nextWaiterID += 1
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        if Task.isCancelled {
          continuation.resume(throwing: CancellationError())
        } else if generation != seen || lifecycle.phase != .initialized {
          continuation.resume()
        } else {
          changeWaiters[id] = continuation
        }
      }
    } onCancel: {
      Task { await self.cancelWaiter(id) }
    }
  }

  private func cancelWaiter(_ id: Int) {
    changeWaiters.removeValue(forKey: id)?.resume(throwing: CancellationError())
  }
}

extension Error {
  /// A readable one-line description.
  var message: String {
    if let error = self as? ResponseError { return error.message }
    return String(describing: self)
  }
}
