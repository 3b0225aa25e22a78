import ContractModel
import JSONRPC

extension LanguageServer {
  /// `initialize`: reads the client's capabilities and workspace folders, negotiates the
  /// position encoding and answers with exactly what the server implements.
  func initialize(_ params: InitializeParams) throws -> JSONValue {
    features = ClientFeatures(params)
    let folders = Self.workspaceFolders(params)
    model.resolver.setFolders(folders.paths)
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
    let named = model.resolver.folders.isEmpty ? "none" : model.resolver.folders.joined(separator: ", ")
    log.info(
      "\(ServerIdentity.name) \(ServerIdentity.version) initialized: encoding \(features.encoding.rawValue), "
        + "diagnostics \(features.delivery.rawValue), workspace folders \(named)"
    )
    warnNotIndexed(folders.unreadable)
    return encoded
  }

  /// The folders to index: `workspaceFolders`, else `rootUri`, else `rootPath`; and those given
  /// that name no folder of this machine (a URI that is not `file://` of an absolute path, or a
  /// relative `rootPath`), which are not indexed.
  static func workspaceFolders(_ params: InitializeParams) -> (paths: [String], unreadable: [String]) {
    if let folders = params.workspaceFolders { return localPaths(folders.map(\.uri)) }
    if let rootURI = params.rootUri { return localPaths([rootURI]) }
    if let rootPath = params.rootPath { return rootPath.hasPrefix("/") ? ([rootPath], []) : ([], [rootPath]) }
    return ([], [])
  }

  /// The paths of the `file://` URIs of folders of this machine among `uris`, and the others.
  static func localPaths(_ uris: [String]) -> (paths: [String], unreadable: [String]) {
    var paths: [String] = []
    var unreadable: [String] = []
    for uri in uris {
      if let path = DocumentURI.path(fromURI: uri) { paths.append(path) } else { unreadable.append(uri) }
    }
    return (paths, unreadable)
  }

  /// Says, as a warning the client shows in its log, which workspace folders are not indexed and
  /// why: without it, a client that sends a relative path or another machine's URI gets no
  /// cross-file findings and no word of it.
  func warnNotIndexed(_ folders: [String]) {
    for folder in folders {
      log.warning(
        "Workspace folder '\(folder)' is not indexed: leaf-lsp indexes folders of this machine, given as "
          + "file:// URIs of absolute paths (file:///Users/me/App)."
      )
    }
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
