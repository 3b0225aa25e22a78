import ContractModel
import JSONRPC

extension LanguageServer {
  /// Records that the open document `key` changed (opened or edited): pending for its current
  /// version.
  func documentChanged(_ key: String) {
    if let version = model.store[key]?.version { schedule.changed(key, to: version) }
    schedulePublish()
  }

  /// Records that something every document reads changed (the index, settings, a file on disk):
  /// every open document is looked at again.
  func workspaceChanged() {
    schedule.workspaceChanged = true
    schedulePublish()
  }

  /// Publishes what the schedule holds: within a notification, once the connection holds no
  /// more received messages (``messagesDrained()``); outside one (the end of indexing, of a
  /// settings request), now.
  func schedulePublish() {
    if !isHandlingNotification { publishRound() }
  }

  /// The connection has no more received messages: publishes what the schedule holds.
  func messagesDrained() async {
    publishRound()
  }

  /// One round of publishing, on the actor without suspending: the pending documents whose
  /// analysis is done are published, large texts start being read off the actor (their round
  /// comes when they are stored), and other open documents whose diagnostics changed are
  /// published too. Until the first index is complete, the round waits for it (so cross-file
  /// rules see every file).
  func publishRound() {
    guard schedule.hasWork, lifecycle.phase == .initialized else { return }
    guard isWorkspaceReady else {
      if readiness == nil {
        readiness = Task {
          await self.waitUntilWorkspaceIsReady()
          self.readiness = nil
          self.publishRound()
        }
      }
      return
    }
    for key in schedule.pendingKeys where model.hasPendingLargeChange(key) { schedule.startAnalysing(key) }
    if schedule.isAnalysing, largeReading == nil {
      Task {
        await self.readLargeDocuments()
        self.publishRound()
      }
    }
    let ready = schedule.pendingKeys
    schedule.workspaceChanged = false
    switch features.delivery {
    case .push: publishOpenDocuments(changed: Set(ready))
    case .pull: refreshIfOthersChanged(changed: Set(ready))
    }
    for key in ready {
      if let version = model.store[key]?.version {
        schedule.published(key, version: version)
      } else {
        schedule.closed(key)
      }
    }
    if schedule.configurationsChanged {
      schedule.configurationsChanged = false
      publishConfigurationDiagnostics()
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

  /// Sends `publishDiagnostics` for each open document that changed, and for each other one whose
  /// diagnostics did (through a cross-file rule, settings or a config file). A document being
  /// analysed off the actor waits for its own round.
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
