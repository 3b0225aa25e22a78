import ContractModel
import JSONRPC

extension LanguageServer {
  /// `initialize`: reads the client's capabilities and workspace folders, negotiates the
  /// position encoding and answers with exactly what the server implements.
  func initialize(_ params: InitializeParams) throws -> JSONValue {
    features = ClientFeatures(params)
    model.resolver.setFolders(Self.workspaceFolders(params))
    applySettings(params.initializationOptions, origin: "initializationOptions")
    let result = InitializeResult(
      capabilities: .leaf(encoding: features.encoding),
      serverInfo: InitializeResult.ServerInfo(name: ServerIdentity.name, version: ServerIdentity.version)
    )
    var encoded = try JSONValueEncoder().encode(result)
    if case .object(var object) = encoded, case .object(var capabilities)? = object["capabilities"] {
      for (name, value) in LanguageFeatures.capabilities(client: features) {
        _ = capabilities.updateValue(value, forKey: name)
      }
      _ = object.updateValue(.object(capabilities), forKey: "capabilities")
      encoded = .object(object)
    }
    lifecycle.didInitialize()
    let connection = self.connection
    log.attach { type, message in
      connection.sendNotification(method: "window/logMessage", encoding: LogMessageParams(type: type, message: message))
    }
    let folders = model.resolver.folders.isEmpty ? "none" : model.resolver.folders.joined(separator: ", ")
    log.info(
      "\(ServerIdentity.name) \(ServerIdentity.version) initialized: encoding \(features.encoding.rawValue), "
        + "diagnostics \(features.delivery.rawValue), workspace folders \(folders)"
    )
    return encoded
  }

  /// The folders to index: `workspaceFolders`, else `rootUri`, else `rootPath`.
  static func workspaceFolders(_ params: InitializeParams) -> [String] {
    if let folders = params.workspaceFolders {
      return folders.compactMap { DocumentURI.path(fromURI: $0.uri) }
    }
    if let rootURI = params.rootUri, let path = DocumentURI.path(fromURI: rootURI) { return [path] }
    if let rootPath = params.rootPath, rootPath.hasPrefix("/") { return [rootPath] }
    return []
  }

  /// `initialized`: registers file watchers, reads the editor settings and indexes the
  /// workspace folders. Results are published once this is done.
  func initialized() {
    guard lifecycle.didReceiveInitialized() else {
      log.warning("Ignored a repeated 'initialized'")
      return
    }
    if features.dynamicWatchedFiles {
      Task { await registerFileWatchers() }
    }
    startupTask = Task {
      await fetchSettings()
      await indexWorkspace(title: "Indexing contracts")
      schedule.configurationsChanged = true
      noteWorkspaceChanged()
      workspaceChanged()
    }
  }

  /// `shutdown`: stops publishing and answers long-polling requests; only `exit` follows.
  func shutdown() -> JSONValue {
    lifecycle.didShutDown()
    readiness?.cancel()
    readiness = nil
    noteWorkspaceChanged()
    log.info("Shutdown requested")
    return .null
  }
}
