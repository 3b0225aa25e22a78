import ContractModel
import JSONRPC

extension LanguageServer {
  /// How long the server waits for the client to answer one of its requests.
  static let clientRequestTimeout = Duration.seconds(10)

  /// Sends a request to the client and waits for its answer, at most
  /// ``clientRequestTimeout``; a request that times out is cancelled with `$/cancelRequest`.
  func requestFromClient(_ method: String, params: JSONValue? = nil) async -> Result<JSONValue, ResponseError> {
    let connection = self.connection
    return await withTaskGroup(of: Result<JSONValue, ResponseError>?.self) { group in
      group.addTask {
        do throws(ResponseError) {
          return .success(try await connection.sendRequest(method: method, params: params))
        } catch {
          return .failure(error)
        }
      }
      group.addTask {
        try? await Task.sleep(for: Self.clientRequestTimeout)
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first ?? .failure(.requestFailed("The client did not answer \(method) in time"))
    }
  }

  /// Sends a request whose params are an `Encodable` value; see ``requestFromClient(_:params:)``.
  func requestFromClient(_ method: String, encoding params: some Encodable) async -> Result<JSONValue, ResponseError> {
    do {
      return await requestFromClient(method, params: try JSONValueEncoder().encode(params))
    } catch {
      return .failure(.internalError("Could not encode the params of \(method): \(error)"))
    }
  }

  /// Asks the client to watch contract, Markdown, config and code files for the server.
  func registerFileWatchers() async {
    let options = DidChangeWatchedFilesRegistrationOptions(
      watchers: [
        FileSystemWatcher(globPattern: "**/*.contract"),
        FileSystemWatcher(globPattern: "**/*.md"),
        FileSystemWatcher(globPattern: "**/*.markdown"),
        FileSystemWatcher(globPattern: "**/\(ConfigurationLoader.fileName)"),
      ] + Self.codeFileWatchers
    )
    let registration = Registration(
      id: "leaf-lsp/watched-files",
      method: "workspace/didChangeWatchedFiles",
      registerOptions: try? JSONValueEncoder().encode(options)
    )
    let params = RegistrationParams(registrations: [registration])
    switch await requestFromClient("client/registerCapability", encoding: params) {
    case .success: log.debug("Registered file watchers for contract, Markdown, config and code files")
    case .failure(let error): log.warning("The client refused to watch files: \(error.message)")
    }
  }

  /// Starts work-done progress if the client supports it; returns the token to report on.
  func beginProgress(title: String) async -> String? {
    guard features.workDoneProgress else { return nil }
    nextProgressNumber += 1
    let token = "leaf-lsp/\(nextProgressNumber)"
    let params = WorkDoneProgressCreateParams(token: token)
    guard case .success = await requestFromClient("window/workDoneProgress/create", encoding: params) else {
      log.debug("The client did not create progress \(token)")
      return nil
    }
    sendProgress(token, .begin(title: title, message: nil, percentage: 0))
    return token
  }

  /// Sends a `$/progress` notification.
  func sendProgress(_ token: String?, _ value: WorkDoneProgress) {
    guard let token else { return }
    connection.sendNotification(method: "$/progress", params: ProgressParams(token: token, value: value).jsonValue)
  }
}
