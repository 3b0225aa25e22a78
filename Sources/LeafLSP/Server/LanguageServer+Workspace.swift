import ContractModel
import JSONRPC

extension LanguageServer {
  /// Indexes the workspace folders, with work-done progress when the client supports it.
  func indexWorkspace(title: String) async {
    let started = ContinuousClock.now
    let token = await beginProgress(title: title)
    let summary = await WorkspaceIndexer().index(model) { done, total in
      let percentage = total == 0 ? 100 : done * 100 / total
      self.sendProgress(token, .report(message: "\(done)/\(total) files", percentage: percentage))
      await Task.yield()
    }
    let elapsed = ContinuousClock.now - started
    let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
    let code = summary.codeFiles > 0 ? " and \(summary.codeFiles) code files" : ""
    let message = "Indexed \(summary.files) contract files\(code) in \(model.resolver.folders.count) folders"
    sendProgress(token, .end(message: message))
    log.info("\(message) (\(milliseconds) ms)\(summary.removed > 0 ? "; dropped \(summary.removed)" : "")")
  }

  /// `workspace/didChangeWatchedFiles`: re-reads changed contract, Markdown and code files that
  /// are not open, drops deleted ones; a changed `.leaf-lsp.json` re-reads every config and
  /// re-checks everything.
  func didChangeWatchedFiles(_ params: DidChangeWatchedFilesParams) {
    var contractsChanged = false
    var configurationChanged = false
    for change in params.changes {
      guard let path = DocumentURI.path(fromURI: change.uri) else { continue }
      let key = ConfigurationLoader.standardized(path)
      if PathComponents.lastComponent(key) == ConfigurationLoader.fileName {
        configurationChanged = true
      } else if key.hasSuffix(".contract") || ContractWorkspace.isMarkdownKey(key) || ServerWorkspace.isCodeKey(key) {
        contractsChanged = true
        if change.type == .deleted { model.removeClosedFile(key) } else { model.reloadFromDisk(key) }
      }
    }
    if configurationChanged {
      log.info("A configuration file changed: re-reading configuration and re-checking everything")
      rebuildWorkspace(title: "Re-reading configuration")
    } else if contractsChanged {
      noteWorkspaceChanged()
      workspaceChanged()
    }
  }

  /// `workspace/didChangeWorkspaceFolders`: re-indexes with the new folders.
  func didChangeWorkspaceFolders(_ params: DidChangeWorkspaceFoldersParams) {
    let removed = Set(params.event.removed.compactMap { DocumentURI.path(fromURI: $0.uri) })
    let added = Self.localPaths(params.event.added.map(\.uri))
    let kept = model.resolver.folders.filter { !removed.contains($0) }
    model.resolver.setFolders(kept + added.paths)
    warnNotIndexed(added.unreadable)
    log.info("Workspace folders are now: \(model.resolver.folders.joined(separator: ", "))")
    rebuildWorkspace(title: "Indexing contracts")
  }

  /// Forgets every config read, re-indexes the folders and re-checks every document. Runs after
  /// the startup (and any earlier rebuild), and holds back publishing until it is done.
  func rebuildWorkspace(title: String) {
    let previous = startupTask
    startupTask = Task {
      await previous?.value
      model.resolver.reset()
      await indexWorkspace(title: title)
      model.contracts.invalidateAll()
      schedule.configurationsChanged = true
      noteWorkspaceChanged()
      workspaceChanged()
      requestDiagnosticRefresh()
    }
  }

  /// `workspace/didChangeConfiguration`: asks for section `leaf` when the client answers
  /// `workspace/configuration`, else reads the settings sent.
  func didChangeConfiguration(_ params: DidChangeConfigurationParams) {
    if features.configurationRequests {
      Task { await fetchSettings() }
    } else {
      applySettings(params.settings, origin: "didChangeConfiguration")
    }
  }

  /// Asks the client for section `leaf` and applies it.
  func fetchSettings() async {
    guard features.configurationRequests else { return }
    let params = ConfigurationParams(items: [ConfigurationItem(scopeUri: nil, section: "leaf")])
    switch await requestFromClient("workspace/configuration", encoding: params) {
    case .success(let value): applySettings(value[0], origin: "workspace/configuration")
    case .failure(let error): log.warning("Could not read the editor settings: \(error.message)")
    }
  }

  /// Applies editor settings; when the rule severities change, every document is re-checked.
  func applySettings(_ value: JSONValue?, origin: String) {
    let (parsed, problems) = ServerSettings.parse(value)
    for problem in problems { log.warning("\(origin): \(problem)") }
    guard parsed != settings else { return }
    settings = parsed
    model.resolver.overrides = parsed.rules
    model.contracts.invalidateAll()
    log.info("Editor settings changed: \(parsed.rules.count) rule severities overridden")
    guard lifecycle.phase == .initialized else { return }
    noteWorkspaceChanged()
    workspaceChanged()
    requestDiagnosticRefresh()
  }
}
