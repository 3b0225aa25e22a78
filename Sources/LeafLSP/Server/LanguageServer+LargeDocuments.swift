import ContractModel

extension LanguageServer {
  /// Reads the pending edits of large open documents (over ``ServerLimits/offActorThreshold``)
  /// and runs their document rules on other threads, while this actor goes on answering
  /// requests about other documents. One reading runs at a time; callers that need the result
  /// (a publish, a request about such a document) wait for it.
  func readLargeDocuments() async {
    while model.hasPendingLargeChanges || largeFindingsArePending {
      let round: Task<Bool, Never>
      if let running = largeReading {
        round = running
      } else {
        round = Task {
          let progressed = await self.readLargeDocumentsOnce()
          // Cleared by the round itself, before it completes: a waiter never finds a finished round.
          self.largeReading = nil
          return progressed
        }
        largeReading = round
      }
      // A round that changed nothing (the workspace moved on under every result) is not repeated
      // here: the next publish or request tries again.
      guard await round.value else { return }
    }
  }

  /// Whether a large open document misses findings (after a change of the workspace facts).
  var largeFindingsArePending: Bool { !largeDocumentsMissingFindings().isEmpty }

  /// Large open documents whose text the engine has and none of whose findings are known (the
  /// few blocks an incremental edit left stale are checked in line, see `diagnostics(for:)`).
  private func largeDocumentsMissingFindings() -> [String] {
    model.store.keys.filter { key in
      guard let document = model.store[key], document.text.utf8.count > ServerLimits.offActorThreshold,
        !model.hasPendingLargeChange(key)
      else { return false }
      return model.contracts.lacksFindings(key)
    }
  }

  /// One round: every pending large change read, then every missing finding found, off the
  /// actor. Returns whether anything was stored.
  private func readLargeDocumentsOnce() async -> Bool {
    var progressed = false
    for (key, text, request) in model.largeChangeRequests() {
      log.debug("Reading \(request.size) bytes of \(model.uri(forKey: key)) off the request path")
      let prepared = await Task.detached(priority: .userInitiated) { ContractWorkspace.prepare(request) }.value
      progressed = model.apply(prepared, key: key, text: text) || progressed
    }
    for request in largeDocumentsMissingFindings().compactMap(model.contracts.findingsRequest) {
      let done = await Task.detached(priority: .userInitiated) { ContractWorkspace.findings(request) }.value
      progressed = model.contracts.store(done) || progressed
    }
    return progressed
  }
}
