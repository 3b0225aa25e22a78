import ContractModel
import Foundation

/// The server's model of the workspace: the open documents, every contract file of the
/// workspace folders, and the engine that analyses them.
///
/// Keys: the standardised absolute path for a `file://` URI, the URI itself otherwise. The URI
/// the client used for a key is remembered and used when writing about that key.
///
/// Edits to open documents are recorded at once but reach the engine lazily, in
/// ``synchronize()``, so that a burst of edits is parsed once.
///
/// - Important: Not thread-safe; owned by the server actor.
final class ServerWorkspace {
  let resolver: ConfigurationResolver
  let contracts: ContractWorkspace
  private(set) var store = DocumentStore()
  private var uriByKey: [String: String] = [:]
  /// Open documents whose latest text has not reached the engine yet.
  private var pendingKeys: Set<String> = []

  init() {
    let resolver = ConfigurationResolver()
    self.resolver = resolver
    self.contracts = ContractWorkspace(configuration: { resolver.configuration(forKey: $0) })
  }

  // MARK: - Keys and URIs

  /// The workspace key of `uri`, remembering the URI's spelling.
  func key(forURI uri: String) -> String {
    let key = DocumentURI.path(fromURI: uri).map(ConfigurationLoader.standardized) ?? uri
    uriByKey[key] = uri
    return key
  }

  /// The URI to write for `key`: the client's own spelling when it sent one.
  func uri(forKey key: String) -> String {
    if let uri = uriByKey[key] { return uri }
    return key.hasPrefix("/") ? DocumentURI.uri(fromPath: key) : key
  }

  // MARK: - Open documents

  /// Records an opened document; its text replaces the file's.
  func open(_ item: TextDocumentItem) -> String {
    let key = key(forURI: item.uri)
    store.open(uri: item.uri, key: key, languageID: item.languageId, version: item.version, text: item.text)
    pendingKeys.remove(key)
    contracts.setDocument(key, text: item.text)
    return key
  }

  /// Applies a change to an open document; the engine sees it at the next ``synchronize()``.
  func change(
    key: String,
    version: Int,
    changes: [TextDocumentContentChangeEvent],
    encoding: ColumnEncoding
  ) throws(DocumentStore.ChangeRefusal) -> [TextEdits.Clamp] {
    let clamps = try store.change(key: key, version: version, changes: changes, encoding: encoding)
    pendingKeys.insert(key)
    return clamps
  }

  /// Forgets an open document: a workspace file goes back to its text on disk, any other
  /// document leaves the workspace.
  func close(key: String) {
    store.close(key: key)
    pendingKeys.remove(key)
    if !reloadFromDisk(key) { contracts.removeDocument(key) }
  }

  /// Hands pending edits to the engine; returns whether there were any.
  @discardableResult
  func synchronize() -> Bool {
    guard !pendingKeys.isEmpty else { return false }
    for key in pendingKeys.sorted() {
      if let document = store[key] { contracts.setDocument(key, text: document.text) }
    }
    pendingKeys.removeAll()
    return true
  }

  // MARK: - Files on disk

  /// Whether the file at `path` belongs to the workspace when it is not open: a contract file
  /// inside a workspace folder that no `exclude` glob matches.
  func isWorkspaceFile(_ path: String) -> Bool {
    path.hasSuffix(".contract") && resolver.folder(containing: path) != nil && !resolver.isExcluded(path)
  }

  /// Reads a closed workspace file from disk into the engine, or removes it when it is no
  /// longer a workspace file or cannot be read. Open documents are left alone. Returns whether
  /// the engine now holds the file.
  @discardableResult
  func reloadFromDisk(_ key: String) -> Bool {
    guard !store.isOpen(key) else { return true }
    guard key.hasPrefix("/"), isWorkspaceFile(key), let text = ContractFileReader.text(atPath: key) else {
      contracts.removeDocument(key)
      return false
    }
    contracts.setDocument(key, text: text)
    return true
  }

  /// Removes a closed file from the engine (deleted on disk, or no longer in the workspace).
  func removeClosedFile(_ key: String) {
    guard !store.isOpen(key) else { return }
    contracts.removeDocument(key)
  }

  /// The closed files the engine holds that lie in no workspace folder or are now excluded.
  func strayClosedFiles() -> [String] {
    contracts.documentKeys.filter { !store.isOpen($0) && !($0.hasPrefix("/") && isWorkspaceFile($0)) }
  }

  // MARK: - Diagnostics

  /// The LSP diagnostics of `key`, after pending edits reach the engine.
  func diagnostics(forKey key: String, encoding: ColumnEncoding) -> [LSPDiagnostic] {
    synchronize()
    guard let lines = contracts.document(key)?.lines else { return [] }
    return converter(encoding: encoding).convert(contracts.diagnostics(for: key), lines: lines)
  }

  /// A converter that names documents by their URIs and reads their line tables.
  func converter(encoding: ColumnEncoding) -> DiagnosticConverter {
    DiagnosticConverter(
      encoding: encoding,
      uriForKey: { [unowned self] in uri(forKey: $0) },
      linesForKey: { [unowned self] in contracts.document($0)?.lines }
    )
  }
}
