import ContractModel
import JSONRPC

extension LanguageServer {
  /// Marks `key` (an open document that changed) for publishing and makes sure a flush is
  /// scheduled. With no key, only documents whose diagnostics changed are published.
  ///
  /// With `immediately` (an edit), the flush runs at once when it would not wait for anything:
  /// no message is queued behind this one, no flush is pending, the workspace is indexed and
  /// no large document is being read. That saves the keystroke path a task and its hops.
  func schedulePublish(_ key: String? = nil, immediately: Bool = false) {
    if let key { publisher.markChanged(key) }
    guard flushTask == nil else { return }
    if immediately && canPublishWithoutWaiting {
      publishChanges()
      return
    }
    flushTask = Task { await self.flushDiagnostics() }
  }

  /// Whether a flush now would have nothing to wait for.
  private var canPublishWithoutWaiting: Bool {
    lifecycle.phase == .initialized && isWorkspaceReady && largeReading == nil
      && connection.queuedMessageCount == 0 && !model.hasPendingLargeChanges && !largeFindingsArePending
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

  /// Publishes what changed since the last flush; see ``DiagnosticPublisher`` for why no stale
  /// result is ever sent.
  func flushDiagnostics() async {
    // The first results wait for settings and the index, so cross-file rules see every file.
    await waitUntilWorkspaceIsReady()
    // Let notifications already received land first: one analysis covers a whole burst of
    // edits. A few yields usually do; on a loaded machine the dispatcher may need longer, so then
    // short sleeps, for at most 50 ms, so that a client that never stops sending still gets
    // diagnostics.
    await Task.yield()
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(50)
    var yields = 0
    while connection.queuedMessageCount > 0, clock.now < deadline {
      if yields < 16 {
        await Task.yield()
        yields += 1
      } else {
        try? await Task.sleep(for: .microseconds(250))
      }
    }
    flushTask = nil
    guard lifecycle.phase == .initialized, !Task.isCancelled else { return }
    await readLargeDocuments()
    guard lifecycle.phase == .initialized, !Task.isCancelled else { return }
    publishChanges()
  }

  /// Publishes what changed, synchronously: the latest text of every changed document is
  /// analysed and sent without suspending in between.
  private func publishChanges() {
    model.synchronize()
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
    let keys = model.store.keys
    for (key, items) in zip(keys, model.diagnostics(forKeys: keys, encoding: features.encoding)) {
      guard let document = model.store[key] else { continue }
      guard publisher.needsPublishing(items, for: document.uri, changed: changed.contains(key)) else { continue }
      send(PublishDiagnosticsParams(uri: document.uri, version: document.version, diagnostics: items))
      publisher.didPublish(items, for: document.uri)
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
      let lines = LineTable(ContractFileReader.text(atPath: file) ?? "")
      let items = model.converter(encoding: features.encoding).convert(configuration.diagnostics.sorted(), lines: lines)
      uris.insert(uri)
      guard publisher.needsPublishing(items, for: uri, changed: false) else { continue }
      send(PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: items))
      publisher.didPublish(items, for: uri)
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
