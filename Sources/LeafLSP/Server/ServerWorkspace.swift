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
/// The engine holds every text. An edit reaches it at once and costs the blocks it touches; a
/// large document read whole (opened, or replaced by a full-text change) is read off the actor
/// instead (``largeRequests()``), and waits as a pending text until then.
///
/// - Important: Not thread-safe; owned by the server actor.
final class ServerWorkspace {
  let resolver: ConfigurationResolver
  let contracts: ContractWorkspace
  private(set) var store = DocumentStore()
  private var uriByKey: [String: String] = [:]
  /// The URIs made from paths of files the client never named (each made once: diagnostics
  /// point into them on every publish).
  private var madeURIByKey: [String: String] = [:]
  /// The key of each URI seen: a URI is parsed and its path standardised once, not per edit.
  private var keyByURI: [String: String] = [:]
  /// Large open documents whose latest text waits to be read off the actor.
  private var pendingTexts: [String: String] = [:]
  /// The texts of open documents over ``ServerLimits/maxFileSize``, which the engine holds empty.
  private var oversizedTexts: [String: String] = [:]
  /// The texts of the documents (open, or closed files read from disk) that hold a lone CR, which
  /// the engine holds empty: their lines are not the ones an editor shows (see
  /// ``LoneCarriageReturns`` and `ServerWorkspace+LoneCarriageReturns.swift`).
  private(set) var loneCarriageReturnTexts: [String: String] = [:]
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
    if let uri = uriByKey[key] ?? madeURIByKey[key] { return uri }
    guard key.hasPrefix("/") else { return key }
    let uri = DocumentURI.uri(fromPath: key)
    madeURIByKey[key] = uri
    return uri
  }

  // MARK: - Open documents

  /// Records an opened document; its text replaces the file's.
  func open(_ item: TextDocumentItem) -> String {
    let key = key(forURI: item.uri)
    store.open(uri: item.uri, key: key, languageID: item.languageId, version: item.version)
    // A Markdown document is held as such whatever its name: its contract fences are read.
    if item.languageId == "markdown", !contracts.isMarkdownDocument(key) {
      contracts.setMarkdownDocument(key, text: "")
    }
    replaceText(key, with: item.text)
    return key
  }

  /// Applies a change to an open document, each change against the text the ones before it left.
  func change(
    key: String,
    version: Int,
    changes: [TextDocumentContentChangeEvent],
    encoding: ColumnEncoding
  ) throws(DocumentStore.ChangeRefusal) -> [TextEdits.Clamp] {
    try store.advance(key: key, to: version)
    var clamps: [TextEdits.Clamp] = []
    for change in changes {
      if let held = loneCarriageReturnTexts[key] {
        // Its lines are counted as the editor counts them: a lone CR ends one.
        let result = TextEdits.applyReadingWholeText(
          [change],
          to: held,
          encoding: encoding,
          breakingAtLoneCarriageReturns: true
        )
        clamps += result.clamps
        replaceText(key, with: result.text)
      } else if let pending = pendingTexts[key] ?? oversizedTexts[key] {
        let result = TextEdits.apply([change], to: pending, encoding: encoding)
        clamps += result.clamps
        replaceText(key, with: result.text)
      } else if let range = change.range, let lines = contracts.lines(key) {
        var start = TextEdits.offset(of: range.start, in: lines, encoding: encoding, clamps: &clamps)
        var end =
          range.end == range.start
          ? start : TextEdits.offset(of: range.end, in: lines, encoding: encoding, clamps: &clamps)
        if end < start {
          clamps.append(TextEdits.Clamp(requested: range.end, used: range.start))
          swap(&start, &end)
        }
        let edit = SourceRange(start: start, end: end)
        // An edit that leaves a lone CR replaces the text, which is then held as such.
        if Self.leavesLoneCarriageReturn(change.text, before: end, in: lines)
          || contracts.regionSize(key, around: edit) > ServerLimits.offActorThreshold
        {
          let text = contracts.text(key) ?? ""
          replaceText(key, with: TextEdits.splice(text, replacing: start..<end, with: change.text))
        } else {
          contracts.edit(key, range: edit, newText: change.text)
          // An edit may take the text over the size limit: then the engine holds it empty.
          if let size = contracts.size(key), size > limits.maxFileSize { replaceText(key, with: openText(key)) }
        }
      } else {
        let text =
          change.range == nil ? change.text : TextEdits.apply([change], to: openText(key), encoding: encoding).text
        replaceText(key, with: text)
      }
    }
    return clamps
  }

  /// The text of open document `key` as the server holds it.
  func openText(_ key: String) -> String {
    oversizedTexts[key] ?? loneCarriageReturnTexts[key] ?? pendingTexts[key] ?? contracts.text(key) ?? ""
  }

  /// Replaces the whole text of open document `key`: at once, or, for a large text, once read
  /// off the actor.
  private func replaceText(_ key: String, with text: String) {
    let admitted = admitted(key, text)
    oversizedTexts[key] = oversizedFiles[key] == nil ? nil : text
    if Self.isCodeKey(key) {
      // A code file is read whole on every change, on the actor (see `ServerWorkspace+Code.swift`).
      contracts.setCodeFile(key, text: admitted)
    } else if admitted.utf8.count > ServerLimits.offActorThreshold, !contracts.isMarkdownDocument(key) {
      // (A Markdown document is read fence by fence, each only when it changed: at once.)
      pendingTexts[key] = admitted
    } else {
      pendingTexts[key] = nil
      contracts.setDocument(key, text: admitted)
    }
  }

  /// Forgets an open document: a workspace file goes back to its text on disk, any other
  /// document leaves the workspace.
  func close(key: String) {
    store.close(key: key)
    pendingTexts[key] = nil
    oversizedTexts[key] = nil
    loneCarriageReturnTexts[key] = nil
    if !reloadFromDisk(key) { contracts.removeDocument(key) }
  }

  /// Whether the open document `key` has a text waiting to be read off the actor.
  func hasPendingLargeChange(_ key: String) -> Bool { pendingTexts[key] != nil }

  /// Whether some open document has a text waiting to be read off the actor.
  var hasPendingLargeChanges: Bool { !pendingTexts.isEmpty }

  /// The texts waiting to be read off the actor, as requests for `ContractWorkspace.prepare(_:)`.
  func largeRequests() -> [(key: String, text: String, request: ContractWorkspace.DocumentRequest)] {
    pendingTexts.keys.sorted().map { key in
      let text = pendingTexts[key]!
      return (key, text, contracts.documentRequest(key, text: text))
    }
  }

  /// Stores a document read off the actor from the pending text `text` of `key`; nothing is
  /// stored when the document was edited again or closed meanwhile.
  @discardableResult
  func apply(_ prepared: ContractWorkspace.PreparedDocument, key: String, text: String) -> Bool {
    guard pendingTexts[key] == text else {
      contracts.discard(prepared.request)
      return false
    }
    pendingTexts[key] = nil
    return contracts.apply(prepared)
  }

  // MARK: - Files on disk

  /// Whether the file at `path` belongs to the workspace when it is not open: a contract file
  /// inside a workspace folder that no `exclude` glob matches, or a code file `check` would read
  /// (``isCodeWorkspaceFile(_:)``).
  func isWorkspaceFile(_ path: String) -> Bool {
    if Self.isCodeKey(path) { return isCodeWorkspaceFile(path) }
    guard resolver.folder(containing: path) != nil, !resolver.isExcluded(path) else { return false }
    return ContractFileFinder.isContractFile(path, configuration: resolver.fileConfiguration(forPath: path))
  }

  /// Whether the engine holds `text` of the closed file `path`: a Markdown file without contract
  /// fences holds no contract.
  static func holdsContracts(_ path: String, _ text: String) -> Bool {
    !ContractWorkspace.isMarkdownKey(path) || !MarkdownContracts.fences(in: text).isEmpty
  }

  /// Reads a closed workspace file from disk into the engine, or removes it when it is no
  /// longer a workspace file or cannot be read. Open documents are left alone. Returns whether
  /// the engine now holds the file.
  @discardableResult
  func reloadFromDisk(_ key: String) -> Bool {
    guard !store.isOpen(key) else { return true }
    if Self.isCodeKey(key) {
      oversizedFiles.removeValue(forKey: key)
      return reloadCodeFromDisk(key)
    }
    // Read as the index reads (``ClosedFileReads``): a file over the limit is held empty. Not
    // split there: `setDocument` splits the text as it compares it with the blocks held.
    let text: String
    switch key.hasPrefix("/") && isWorkspaceFile(key) ? closedFileReads.read(key, splitting: false) : .unreadable {
    case .contracts(let document):
      oversizedFiles.removeValue(forKey: key)
      loneCarriageReturnTexts.removeValue(forKey: key)
      text = document.text
    case .oversized(let size) where Self.holdsContracts(key, ""):
      oversizedFiles[key] = size
      loneCarriageReturnTexts.removeValue(forKey: key)
      text = ""
    case .loneCarriageReturns(let held):
      oversizedFiles.removeValue(forKey: key)
      loneCarriageReturnTexts[key] = held
      text = ""
    default:
      oversizedFiles.removeValue(forKey: key)
      loneCarriageReturnTexts.removeValue(forKey: key)
      contracts.removeDocument(key)
      return false
    }
    contracts.setDocument(key, text: text)
    contracts.release(key)
    return true
  }

  /// Reads closed workspace files from disk into the engine at once (read and parsed on every
  /// core); open documents are skipped, unreadable files removed.
  func loadFromDisk(_ paths: [String]) {
    load(paths, reads: closedFileReads.read(paths))
  }

  /// Reads closed workspace files from disk, for ``load(_:reads:)``: a pure function of the
  /// files and the workspace folders, for any thread.
  var closedFileReads: ClosedFileReads {
    ClosedFileReads(folders: resolver.folders, maxFileSize: limits.maxFileSize)
  }

  /// Puts into the engine closed workspace files read from disk (`reads`, one per path, by
  /// ``closedFileReads``): open documents are skipped, unreadable files removed.
  func load(_ paths: [String], reads: [ClosedFileReads.Outcome]) {
    var documents: [DocumentText] = []
    for (path, outcome) in zip(paths, reads) where !store.isOpen(path) {
      switch outcome {
      case .contracts(let document):
        oversizedFiles.removeValue(forKey: path)
        loneCarriageReturnTexts.removeValue(forKey: path)
        documents.append(document)
      case .loneCarriageReturns(let text):
        // Held empty, as an open document with a lone CR is (a Markdown one too: its finding is
        // reported).
        oversizedFiles.removeValue(forKey: path)
        loneCarriageReturnTexts[path] = text
        documents.append(DocumentText(key: path, text: ""))
      case .oversized(let size):
        // Held empty, as an open document over the limit is; a Markdown file then holds no
        // contract and is dropped.
        oversizedFiles[path] = size
        loneCarriageReturnTexts.removeValue(forKey: path)
        if Self.holdsContracts(path, "") {
          documents.append(DocumentText(key: path, text: ""))
        } else {
          contracts.removeDocument(path)
        }
      case .noContracts, .unreadable:
        oversizedFiles.removeValue(forKey: path)
        loneCarriageReturnTexts.removeValue(forKey: path)
        contracts.removeDocument(path)
      }
    }
    // Closed files: the engine keeps their text and index entries, not their models; their
    // findings are made when asked for (a pull of the workspace's diagnostics).
    contracts.setDocuments(documents, keepingModels: false, checking: false)
  }

  /// Removes a closed file from the engine (deleted on disk, or no longer in the workspace).
  func removeClosedFile(_ key: String) {
    guard !store.isOpen(key) else { return }
    oversizedFiles.removeValue(forKey: key)
    loneCarriageReturnTexts.removeValue(forKey: key)
    contracts.removeDocument(key)
  }

  /// The closed files the engine holds that lie in no workspace folder or are now excluded.
  /// `found`: files a walk of the workspace folders just found (workspace files, not looked at
  /// again).
  func strayClosedFiles(found: Set<String> = []) -> [String] {
    contracts.documentKeys.filter {
      !found.contains($0) && !store.isOpen($0) && !($0.hasPrefix("/") && isWorkspaceFile($0))
    }
  }

  // MARK: - Size limit

  /// `text`, or an empty text when it is over ``ServerLimits/maxFileSize`` or holds a lone CR
  /// (recorded for `key`; a code file's text is taken as it is).
  private func admitted(_ key: String, _ text: String) -> String {
    let size = text.utf8.count
    guard size > limits.maxFileSize else {
      oversizedFiles.removeValue(forKey: key)
      guard !Self.isCodeKey(key), LoneCarriageReturns.first(in: text) != nil else {
        loneCarriageReturnTexts.removeValue(forKey: key)
        return text
      }
      loneCarriageReturnTexts[key] = text
      return ""
    }
    oversizedFiles[key] = size
    loneCarriageReturnTexts.removeValue(forKey: key)
    return ""
  }

  /// Whether `path`, every symbolic link in it resolved, still lies below the workspace folder
  /// that holds it: a link out of the workspace is never followed.
  ///
  /// A path that names nothing is not in the workspace (it cannot be read either).
  func staysInWorkspace(_ path: String) -> Bool {
    guard let folder = resolver.folder(containing: path), let realPath = PosixFiles.realPath(path) else {
      return false
    }
    return ConfigurationResolver.lies(realPath, below: PosixFiles.realPath(folder) ?? folder)
  }

  // MARK: - Diagnostics

  /// The LSP diagnostics of `key`.
  func diagnostics(forKey key: String, encoding: ColumnEncoding) -> [LSPDiagnostic] {
    if let size = oversizedFiles[key] { return [limits.fileTooLargeDiagnostic(size: size)] }
    if let text = loneCarriageReturnTexts[key] {
      return loneCarriageReturnDiagnostics(key, text: text, encoding: encoding)
    }
    guard let lines = contracts.lines(key) else { return [] }
    let converter = converter(encoding: encoding)
    return ServerLimits.capped(contracts.diagnostics(for: key)) { converter.convert($0, lines: lines) }
  }

  /// The LSP diagnostics of several documents.
  func diagnostics(forKeys keys: [String], encoding: ColumnEncoding) -> [[LSPDiagnostic]] {
    keys.map { diagnostics(forKey: $0, encoding: encoding) }
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
