import ContractModel

extension LanguageServer {
  /// Reads the pending texts of large open documents (over ``ServerLimits/offActorThreshold``,
  /// read whole) on other threads, while this actor goes on answering requests about other
  /// documents. One reading runs at a time; callers that need the result (a publish, a request
  /// about such a document) wait for it.
  func readLargeDocuments() async {
    while model.hasPendingLargeChanges {
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
      // A round that stored nothing (every text was edited again meanwhile) is not repeated
      // here: the next publish or request tries again.
      guard await round.value else { return }
    }
  }

  /// One round: every pending large text read off the actor. Returns whether anything was stored.
  private func readLargeDocumentsOnce() async -> Bool {
    var progressed = false
    for (key, text, request) in model.largeRequests() {
      log.debug("Reading \(request.size) bytes of \(model.uri(forKey: key)) off the request path")
      let prepared = await Task.detached(priority: .userInitiated) { ContractWorkspace.prepare(request) }.value
      guard model.apply(prepared, key: key, text: text) else { continue }
      progressed = true
      if let version = model.store[key]?.version { schedule.analysed(key, version: version) }
    }
    return progressed
  }
}
