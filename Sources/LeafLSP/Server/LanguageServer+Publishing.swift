import ContractModel
import JSONRPC

extension LanguageServer {
  /// Marks `key` (an open document that changed) as pending: its diagnostics are published when
  /// the connection holds no more received messages (``messagesDrained()``), so a burst of edits
  /// is published once, for its last version. With no key, only documents whose diagnostics
  /// changed are published.
  func schedulePublish(_ key: String? = nil) {
    if let key { publisher.markChanged(key) }
    publisher.hasPendingWork = true
    // Outside a notification (the end of indexing, of a settings request) nothing drains: the
    // flush is started now.
    if !isHandlingNotification, flushTask == nil { flushTask = Task { await self.flushDiagnostics() } }
  }

  /// The connection has no more received messages: publishes what is pending, at once when
  /// nothing must be waited for (the first index, a large document read off the actor), else in
  /// a task that waits for it first.
  func messagesDrained() async {
    guard publisher.hasPendingWork, lifecycle.phase == .initialized else { return }
    if isWorkspaceReady && !model.hasPendingLargeChanges {
      publisher.hasPendingWork = false
      publishChanges()
    } else if flushTask == nil {
      flushTask = Task { await self.flushDiagnostics() }
    }
  }

  /// Waits for the startup and any re-indexing, including one started while waiting.
  func waitUntilWorkspaceIsReady() async {
    var awaited: Task<Void, Never>?
    while let task = startupTask, task != awaited {
      await task.value
      awaited = task
    }
    if startupTask == awaited { finishedStartupTask = awaited }
  }

  /// Whether the startup and the latest re-indexing are known to have finished.
  private var isWorkspaceReady: Bool { startupTask == nil || startupTask == finishedStartupTask }

  /// Publishes what is pending once the workspace is indexed and large documents are read (the
  /// first results wait for settings and the index, so cross-file rules see every file).
  func flushDiagnostics() async {
    await waitUntilWorkspaceIsReady()
    await readLargeDocuments()
    flushTask = nil
    guard lifecycle.phase == .initialized, !Task.isCancelled else { return }
    publisher.hasPendingWork = false
    publishChanges()
  }

  /// Publishes what changed, synchronously: the latest text of every changed document is
  /// analysed and sent without suspending in between.
  private func publishChanges() {
    let changed = publisher.takeChangedKeys()
    switch features.delivery {
    case .push: publishOpenDocuments(changed: changed)
    case .pull: refreshIfOthersChanged(changed: changed)
    }
    if publisher.configurationsChanged {
      publisher.configurationsChanged = false
      publishConfigurationDiagnostics()
    }
  }

  /// Sends `publishDiagnostics` for each open document that changed or whose diagnostics did
  /// (through a cross-file rule, settings or a config file).
  private func publishOpenDocuments(changed: Set<String>) {
    for key in model.store.keys {
      guard let document = model.store[key], !model.hasPendingLargeChange(key) else { continue }
      // Unchanged findings of a document not edited were published already.
      let revision = model.contracts.findingsRevision(key)
      if !changed.contains(key), revision != nil, publisher.publishedRevision(of: document.uri) == revision {
        continue
      }
      let items = model.diagnostics(forKey: key, encoding: features.encoding)
      let current = model.contracts.findingsRevision(key)
      guard publisher.needsPublishing(items, for: document.uri, changed: changed.contains(key)) else {
        publisher.didPublish(items, for: document.uri, revision: current)
        continue
      }
      send(PublishDiagnosticsParams(uri: document.uri, version: document.version, diagnostics: items))
      publisher.didPublish(items, for: document.uri, revision: current)
    }
  }

  /// In pull mode: asks the client to pull again when an open document other than the ones
  /// edited now has other diagnostics than it last pulled.
  private func refreshIfOthersChanged(changed: Set<String>) {
    guard features.diagnosticRefresh else { return }
    let stale = model.store.keys.contains { key in
      guard !changed.contains(key), let document = model.store[key],
        let pulled = pullResults.lastItems(for: document.uri)
      else { return false }
      return pulled != model.diagnostics(forKey: key, encoding: features.encoding)
    }
    if stale { requestDiagnosticRefresh() }
  }

  /// Sends `workspace/diagnostic/refresh` without waiting for the answer.
  func requestDiagnosticRefresh() {
    guard features.delivery == .pull, features.diagnosticRefresh else { return }
    Task {
      if case .failure(let error) = await requestFromClient("workspace/diagnostic/refresh") {
        log.debug("workspace/diagnostic/refresh failed: \(error.message)")
      }
    }
  }

  /// Clears the diagnostics of a document that was closed (push mode).
  func clearPublished(uri: String) {
    publisher.forget(uri)
    guard features.delivery == .push else { return }
    send(PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
  }

  /// Publishes the problems of every config file read, and clears config files that had
  /// problems and have none now. Config diagnostics are always pushed: editors do not pull
  /// diagnostics for JSON files from a contract server.
  private func publishConfigurationDiagnostics() {
    var uris: Set<String> = []
    for configuration in model.resolver.loadedConfigurations where !configuration.diagnostics.isEmpty {
      guard let file = configuration.file else { continue }
      let uri = model.uri(forKey: file)
      let lines = DocumentLines(ContractFileReader.text(atPath: file) ?? "")
      let items = model.converter(encoding: features.encoding).convert(configuration.diagnostics.sorted(), lines: lines)
      uris.insert(uri)
      guard publisher.needsPublishing(items, for: uri, changed: false) else { continue }
      send(PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: items))
      publisher.didPublish(items, for: uri, revision: nil)
    }
    for uri in publisher.configurationURIs.subtracting(uris).sorted() {
      send(PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
      publisher.forget(uri)
    }
    publisher.setConfigurationURIs(uris)
  }

  private func send(_ params: PublishDiagnosticsParams) {
    connection.sendNotification(method: "textDocument/publishDiagnostics") { params.writeJSON(to: &$0) }
  }
}
