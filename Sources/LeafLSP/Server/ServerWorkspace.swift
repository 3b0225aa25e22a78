import ContractModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
  /// The key of each URI seen: a URI is parsed and its path standardised once, not per edit.
  private var keyByURI: [String: String] = [:]
  /// Open documents whose latest text has not reached the engine yet.
  private var pendingKeys: Set<String> = []
  /// The limits in force (``ServerLimits/maxFileSize`` is applied here).
  let limits: ServerLimits
  /// Documents over ``ServerLimits/maxFileSize``, with their size in bytes: the engine holds them
  /// as empty text, and their only diagnostic says why.
  private(set) var oversizedFiles: [String: Int] = [:]

  init(limits: ServerLimits = ServerLimits()) {
    self.limits = limits
    let resolver = ConfigurationResolver()
    self.resolver = resolver
    self.contracts = ContractWorkspace(configuration: { resolver.configuration(forKey: $0) })
  }

  // MARK: - Keys and URIs

  /// The workspace key of `uri`, remembering the URI's spelling.
  func key(forURI uri: String) -> String {
    let key: String
    if let known = keyByURI[uri] {
      key = known
    } else {
      key = DocumentURI.path(fromURI: uri).map(ConfigurationLoader.standardized) ?? uri
      keyByURI[uri] = key
    }
    if uriByKey[key] != uri { uriByKey[key] = uri }
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
    pendingKeys.insert(key)
    synchronize()
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

  /// Hands pending edits to the engine, except those of documents over
  /// ``ServerLimits/offActorThreshold``, which wait for ``largeChangeRequests()``; returns
  /// whether there were any.
  @discardableResult
  func synchronize() -> Bool {
    guard !pendingKeys.isEmpty else { return false }
    var handed = false
    for key in pendingKeys.sorted() {
      guard let document = store[key] else {
        pendingKeys.remove(key)
        continue
      }
      guard !readsOffActor(key, document.text) else { continue }
      contracts.setDocument(key, text: admitted(key, document.text))
      pendingKeys.remove(key)
      handed = true
    }
    return handed
  }

  /// Whether `text` is read off the server's actor.
  ///
  /// An edit of a document the engine has read is read again only around the edit, in place:
  /// it stays on the actor up to ``ServerLimits/incrementalOnActorLimit``.
  private func readsOffActor(_ key: String, _ text: String) -> Bool {
    let size = text.utf8.count
    guard size > ServerLimits.offActorThreshold else { return false }
    return size > ServerLimits.incrementalOnActorLimit || !contracts.readsIncrementally(key)
  }

  /// Whether the open document `key` is large and has edits the engine has not seen.
  func hasPendingLargeChange(_ key: String) -> Bool {
    pendingKeys.contains(key) && store[key].map { readsOffActor(key, $0.text) } == true
  }

  /// Whether some large open document has edits the engine has not seen.
  var hasPendingLargeChanges: Bool { pendingKeys.contains { hasPendingLargeChange($0) } }

  /// The pending changes of large open documents, to read off the actor with
  /// `ContractWorkspace.prepare(_:)`.
  func largeChangeRequests() -> [(key: String, text: String, request: ContractWorkspace.ChangeRequest)] {
    pendingKeys.sorted().filter(hasPendingLargeChange).compactMap { key in
      guard let document = store[key] else { return nil }
      guard let request = contracts.changeRequest(key, text: admitted(key, document.text)) else {
        pendingKeys.remove(key)
        return nil
      }
      return (key, document.text, request)
    }
  }

  /// Stores a change read off the actor from the open text `text` of `key`; the document stays
  /// pending when it was edited again meanwhile, or when the workspace moved on.
  @discardableResult
  func apply(_ prepared: ContractWorkspace.PreparedChange, key: String, text: String) -> Bool {
    guard contracts.apply(prepared) else { return false }
    if store[key]?.text == text { pendingKeys.remove(key) }
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
    guard key.hasPrefix("/"), isWorkspaceFile(key), let text = readWithinLimit(key) else {
      oversizedFiles.removeValue(forKey: key)
      contracts.removeDocument(key)
      return false
    }
    contracts.setDocument(key, text: text)
    contracts.release(key)
    return true
  }

  /// Reads closed workspace files from disk into the engine at once (parsed on every core);
  /// open documents are skipped, unreadable files removed.
  func loadFromDisk(_ paths: [String]) {
    var documents: [(key: String, text: String)] = []
    for path in paths where !store.isOpen(path) {
      if let text = readWithinLimit(path) {
        documents.append((path, text))
      } else {
        contracts.removeDocument(path)
      }
    }
    // Closed files: the engine keeps their text and index entries, not their models.
    contracts.setDocuments(documents, keepingModels: false)
  }

  /// Removes a closed file from the engine (deleted on disk, or no longer in the workspace).
  func removeClosedFile(_ key: String) {
    guard !store.isOpen(key) else { return }
    oversizedFiles.removeValue(forKey: key)
    contracts.removeDocument(key)
  }

  /// The closed files the engine holds that lie in no workspace folder or are now excluded.
  func strayClosedFiles() -> [String] {
    contracts.documentKeys.filter { !store.isOpen($0) && !($0.hasPrefix("/") && isWorkspaceFile($0)) }
  }

  // MARK: - Size limit

  /// `text`, or an empty text when it is over ``ServerLimits/maxFileSize`` (recorded for `key`).
  private func admitted(_ key: String, _ text: String) -> String {
    let size = text.utf8.count
    guard size > limits.maxFileSize else {
      oversizedFiles.removeValue(forKey: key)
      return text
    }
    oversizedFiles[key] = size
    return ""
  }

  /// The text of the file at `path`; an empty text, without reading, when the file is over the
  /// size limit (recorded); nil when it cannot be read.
  private func readWithinLimit(_ path: String) -> String? {
    guard staysInWorkspace(path) else { return nil }
    if let size = ContractFileReader.size(atPath: path), size > limits.maxFileSize {
      oversizedFiles[path] = size
      return ""
    }
    oversizedFiles.removeValue(forKey: path)
    return ContractFileReader.text(atPath: path)
  }

  /// Whether `path`, every symbolic link in it resolved, still lies below the workspace folder
  /// that holds it: a link out of the workspace is never followed.
  ///
  /// A path that names nothing is not in the workspace (it cannot be read either).
  private func staysInWorkspace(_ path: String) -> Bool {
    guard let folder = resolver.folder(containing: path), let realPath = PosixFiles.realPath(path) else {
      return false
    }
    let realFolder = PosixFiles.realPath(folder) ?? folder
    return realPath.hasPrefix(realFolder == "/" ? "/" : realFolder + "/")
  }

  // MARK: - Diagnostics

  /// The LSP diagnostics of `key`, after pending edits reach the engine.
  func diagnostics(forKey key: String, encoding: ColumnEncoding) -> [LSPDiagnostic] {
    synchronize()
    if let size = oversizedFiles[key] { return [limits.fileTooLargeDiagnostic(size: size)] }
    guard let lines = contracts.lines(key) else { return [] }
    let converter = converter(encoding: encoding)
    return ServerLimits.capped(contracts.diagnostics(for: key)) { converter.convert($0, lines: lines) }
  }

  /// The LSP diagnostics of several documents, the document rules run on every core.
  func diagnostics(forKeys keys: [String], encoding: ColumnEncoding) -> [[LSPDiagnostic]] {
    synchronize()
    let converter = converter(encoding: encoding)
    return zip(keys, contracts.diagnostics(for: keys)).map { key, diagnostics in
      if let size = oversizedFiles[key] { return [limits.fileTooLargeDiagnostic(size: size)] }
      guard let lines = contracts.lines(key) else { return [] }
      return ServerLimits.capped(diagnostics) { converter.convert($0, lines: lines) }
    }
  }

  /// A converter that names documents by their URIs and reads their line tables.
  func converter(encoding: ColumnEncoding) -> DiagnosticConverter {
    DiagnosticConverter(
      encoding: encoding,
      uriForKey: { [unowned self] in uri(forKey: $0) },
      linesForKey: { [unowned self] in contracts.lines($0) }
    )
  }
}
