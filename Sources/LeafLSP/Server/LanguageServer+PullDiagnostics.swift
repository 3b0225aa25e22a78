import ContractModel
import JSONRPC

extension LanguageServer {
  /// `textDocument/diagnostic`: the document's report, `unchanged` when the client's previous
  /// result id is still current. Waits for the first index so cross-file rules are complete.
  func documentDiagnostic(_ params: DocumentDiagnosticParams) async throws -> JSONValue {
    await waitUntilWorkspaceIsReady()
    try Task.checkCancellation()
    let uri = params.textDocument.uri
    let key = model.key(forURI: uri)
    if model.hasPendingLargeChange(key) {
      await readLargeDocuments()
      try Task.checkCancellation()
    }
    let items = model.diagnostics(forKey: key, encoding: features.encoding)
    let resultID = pullResults.resultID(for: uri, items: items)
    if params.previousResultId == resultID {
      return DocumentDiagnosticReport.unchanged(resultId: resultID).jsonValue
    }
    return DocumentDiagnosticReport.full(resultId: resultID, items: items).jsonValue
  }

  /// `workspace/diagnostic`: a report for every contract file of the workspace (open or not) and
  /// every code file with findings, `unchanged` for those whose previous result id is current.
  ///
  /// When every report would be `unchanged`, the request is held open until something changes
  /// (or it is cancelled, or the server shuts down), so a client that pulls again right after
  /// each answer does not spin.
  func workspaceDiagnostic(_ params: WorkspaceDiagnosticParams) async throws -> JSONValue {
    var previous: [String: String] = [:]
    for entry in params.previousResultIds { previous[entry.uri] = entry.value }
    while true {
      await waitUntilWorkspaceIsReady()
      await readLargeDocuments()
      try Task.checkCancellation()
      let seen = generation
      let report = workspaceReport(previous: previous)
      let hasNews = report.items.contains { $0.kind == .full }
      if hasNews || previous.isEmpty || lifecycle.phase != .initialized {
        return report.jsonValue
      }
      try await waitForWorkspaceChange(since: seen)
    }
  }

  /// One report per workspace document, plus an empty full report for a previously reported
  /// URI that left the workspace (until the client holds that empty report's id).
  private func workspaceReport(previous: [String: String]) -> WorkspaceDiagnosticReport {

    var items: [DocumentDiagnosticReport] = []
    var reported: Set<String> = []
    let keys = model.workspaceReportKeys()
    for (key, diagnostics) in zip(keys, model.diagnostics(forKeys: keys, encoding: features.encoding)) {
      let uri = model.uri(forKey: key)
      reported.insert(uri)
      let resultID = pullResults.resultID(for: uri, items: diagnostics)
      var report: DocumentDiagnosticReport =
        previous[uri] == resultID
        ? .unchanged(resultId: resultID) : .full(resultId: resultID, items: diagnostics)
      report.uri = uri
      report.version = model.store[key]?.version
      items.append(report)
    }
    for (uri, previousID) in previous.sorted(by: { $0.key < $1.key }) where !reported.contains(uri) {
      let resultID = pullResults.resultID(for: uri, items: [])
      guard previousID != resultID else { continue }
      var report = DocumentDiagnosticReport.full(resultId: resultID, items: [])
      report.uri = uri
      items.append(report)
    }
    return WorkspaceDiagnosticReport(items: items)
  }
}
