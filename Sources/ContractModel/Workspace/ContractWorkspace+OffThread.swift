extension ContractWorkspace {
  /// A change of one document, captured so that reading it can run on any thread while the
  /// workspace goes on serving (see ``prepare(_:)`` and ``apply(_:)``).
  public struct ChangeRequest: Sendable {
    let key: String
    let text: String
    let context: ModelContext
    let contextVersion: Int
    /// The document's text when the request was made: the change applies only if it still is.
    let currentText: String?
    /// The document as read with the same context, to read incrementally from.
    var base: (document: ContractDocument, local: LocalFindings?, bindings: [ShortcutBinding])?

    /// The size of the new text in bytes.
    public var size: Int { text.utf8.count }
  }

  /// A change read by ``prepare(_:)``, ready to be stored by ``apply(_:)``.
  public struct PreparedChange: Sendable {
    let request: ChangeRequest
    let document: ContractDocument
    let local: LocalFindings?
    /// The edit, when the document was read incrementally.
    var edit: TreeEdit?
    /// The document's bindings, when found incrementally.
    var bindings: [ShortcutBinding]?
  }

  /// The change of `key` to `text`; nil when the document already has that text.
  public func changeRequest(_ key: String, text: String) -> ChangeRequest? {
    let old = entries[key]
    guard old?.text != text else { return nil }
    let base = old.flatMap {
      $0.contextVersion == contextVersion && !$0.isLean ? ($0.document, $0.local, $0.bindings) : nil
    }
    return ChangeRequest(
      key: key,
      text: text,
      context: currentContext,
      contextVersion: contextVersion,
      currentText: old?.text,
      base: base
    )
  }

  /// Whether a change of `key` would be read incrementally (the document was read with the
  /// current context and its model is held).
  public func readsIncrementally(_ key: String) -> Bool {
    guard let entry = entries[key] else { return false }
    return entry.contextVersion == contextVersion && !entry.isLean
  }

  /// Reads a change: only the blocks it touched when the document was read before, the whole
  /// text otherwise. A pure function of the request: it runs on any thread.
  ///
  /// When the request holds the only reference to its base document (see
  /// ``setDocument(_:text:)``), the blocks after the edit are moved in place.
  public static func prepare(_ request: consuming ChangeRequest) -> PreparedChange {
    // Taken out of the request, so that nothing else holds the base while it is moved.
    guard var base = request.base.take() else {
      let document = ContractDocument(key: request.key, text: request.text, context: request.context)
      return PreparedChange(request: request, document: document, local: nil)
    }
    let (tree, edit) = ContractParser.reparse(base.document.tree, text: request.text)
    guard let edit else {
      let document = ContractDocument(key: request.key, tree: tree, context: request.context)
      return PreparedChange(request: request, document: document, local: nil)
    }
    let editStart = base.document.tree.blocks[edit.firstBlock].headerRange.start
    base.document.update(to: tree, context: request.context, edit: edit)
    base.local?.apply(edit, key: request.key)
    let bindings = base.document.shortcutBindings(after: edit, from: editStart, old: base.bindings)
    return PreparedChange(
      request: request,
      document: base.document,
      local: base.local,
      edit: edit,
      bindings: bindings
    )
  }

  /// Stores a prepared change, unless the document or the context changed since the request
  /// was made; returns whether it was stored.
  @discardableResult
  public func apply(_ prepared: PreparedChange) -> Bool {
    let request = prepared.request
    guard entries[request.key]?.text == request.currentText, request.contextVersion == contextVersion else {
      return false
    }
    insert(
      request.key,
      text: request.text,
      document: prepared.document,
      local: prepared.local,
      edit: prepared.edit,
      bindings: prepared.bindings
    )
    return true
  }

  /// The document rules still to run for `key`, captured so that they can run on any thread;
  /// nil when every finding is known (or the key is unknown).
  public func findingsRequest(_ key: String) -> FindingsRequest? {
    guard let entry = freshEntry(key), entry.local?.isComplete != true else { return nil }
    let configuration = configuration(for: key)
    return FindingsRequest(
      key: key,
      text: entry.text,
      factsVersion: factsVersion,
      document: entry.document,
      facts: workspaceFacts,
      platforms: entry.document.targets(configured: configuration.platforms),
      local: entry.local ?? LocalFindings(blockCount: entry.document.tree.blocks.count)
    )
  }

  /// Whether no document rule finding of `key` is kept at all (a known document read whole,
  /// or after the facts changed): every block must be checked, which is worth another thread
  /// for a large document. After an incremental edit only the touched blocks are stale.
  public func lacksFindings(_ key: String) -> Bool {
    guard let entry = freshEntry(key) else { return false }
    return entry.local == nil
  }

  /// Document rules to run off the workspace's thread (see ``findingsRequest(_:)``).
  public struct FindingsRequest: Sendable {
    let key: String
    let text: String
    let factsVersion: Int
    let document: ContractDocument
    let facts: WorkspaceFacts
    let platforms: [Platform]
    var local: LocalFindings
  }

  /// Runs the rules of a request: a pure function, for any thread.
  public static func findings(_ request: FindingsRequest) -> FindingsRequest {
    var done = request
    done.local.update(document: request.document, workspace: request.facts, platforms: request.platforms)
    return done
  }

  /// Stores findings made by ``findings(_:)``, unless the document or the workspace facts
  /// changed meanwhile; returns whether they were stored.
  @discardableResult
  public func store(_ done: FindingsRequest) -> Bool {
    guard let entry = freshEntry(done.key), entry.text == done.text, factsVersion == done.factsVersion else {
      return false
    }
    storeLocal(done.local, for: done.key)
    return true
  }
}
