import ContractModel

extension LanguageServer {
  /// Reads the pending edits of large open documents (over ``ServerLimits/offActorThreshold``)
  /// and runs their document rules on other threads, while this actor goes on answering
  /// requests about other documents. One reading runs at a time; callers that need the result
  /// (a publish, a request about such a document) wait for it.
  func readLargeDocuments() async {
    while model.hasPendingLargeChanges || largeFindingsArePending {
      if let running = largeReading {
        await running.value
        continue
      }
      let task = Task { await self.readLargeDocumentsOnce() }
      largeReading = task
      await task.value
      largeReading = nil
    }
  }

  /// Whether a large open document misses findings (after a change of the workspace facts).
  private var largeFindingsArePending: Bool { !largeFindingsRequests().isEmpty }

  /// The findings still to find for large open documents whose text the engine has.
  private func largeFindingsRequests() -> [ContractWorkspace.FindingsRequest] {
    model.store.keys.compactMap { key in
      guard let document = model.store[key], document.text.utf8.count > ServerLimits.offActorThreshold,
        !model.hasPendingLargeChange(key)
      else { return nil }
      return model.contracts.findingsRequest(key)
    }
  }

  /// One round: every pending large change read, then every missing finding found, off the actor.
  private func readLargeDocumentsOnce() async {
    for (key, text, request) in model.largeChangeRequests() {
      log.debug("Reading \(request.size) bytes of \(model.uri(forKey: key)) off the request path")
      let prepared = await Task.detached(priority: .userInitiated) { ContractWorkspace.prepare(request) }.value
      model.apply(prepared, key: key, text: text)
    }
    for request in largeFindingsRequests() {
      let done = await Task.detached(priority: .userInitiated) { ContractWorkspace.findings(request) }.value
      model.contracts.store(done)
    }
  }
}
