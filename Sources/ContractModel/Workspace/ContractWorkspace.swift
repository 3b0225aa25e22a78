/// The analysed documents of a workspace: the one engine behind `leaf-lsp check` and the server.
///
/// Each document is parsed and read once per change; its document-rule findings are cached
/// until it, or the workspace facts it reads (menus, team catalog entries), change. Cross-file
/// rules read indexes kept up to date per document, so a change costs the size of the document
/// changed plus the bindings it touches.
///
/// - Important: Not thread-safe. Confine an instance to one actor or one thread.
public final class ContractWorkspace {
  /// Resolves the configuration for a document key.
  public typealias ConfigurationProvider = (String) -> Configuration

  struct Entry {
    var text: String
    var document: ContractDocument
    var factsSignature: FactsSignature
    /// The document's bindings (empty while it is lean: the index holds them).
    var bindings: [ShortcutBinding]
    /// The shortcuts and platforms of the document's bindings, under which the index holds them.
    var bindingKeys: Set<BindingKey>
    /// The names of the document's components, as the component index holds them.
    var componentNames: [String]
    /// The document rules' findings, per block; nil when every one must be found again.
    var local: LocalFindings?
    var contextVersion: Int
    /// The context the document was read with.
    var readWith: ModelContext
    /// Whether the model was let go (see ``release(_:)``): ``document`` then holds only what the
    /// workspace facts read, and the model is read again from ``text`` when asked for.
    var isLean = false
  }

  fileprivate(set) var entries: [String: Entry] = [:]
  private var facts = WorkspaceFacts()
  private var context = ModelContext.empty
  private(set) var contextVersion = 0
  /// Whether some document was read with an older context (re-read lazily, see ``refreshStaleDocuments()``).
  private var hasStaleDocuments = false
  /// The last label given to a provisional context (negative, never a real context version).
  private var provisionalVersions = 0
  /// The bindings and component declarations of every document.
  var indexes = WorkspaceIndexes()
  /// Bumped by every change that can change any document's diagnostics: an index or the facts
  /// changed, or the configuration (``invalidateAll()``).
  private var generation = 0
  /// Bumped whenever the workspace facts or the configuration change: findings made before are stale.
  private(set) var factsVersion = 0
  /// Finished diagnostics per document, valid while ``generation`` is unchanged: hover, code
  /// actions, code lenses and pulls between two edits reuse them.
  private var finished: [String: (generation: Int, diagnostics: [Diagnostic])] = [:]
  /// Cross-file findings per document, valid at their generation.
  private var crossFile: [String: CrossFileFindings] = [:]
  private let configurationFor: ConfigurationProvider
  /// Models read again for documents kept lean, while the context is the one they were read with.
  var leanModels = LeanModelCache()

  /// Creates an empty workspace that asks `configuration` for each document's settings.
  public init(configuration: @escaping ConfigurationProvider = { _ in .defaults }) {
    self.configurationFor = configuration
  }

  /// The keys of every document, sorted.
  public var documentKeys: [String] { entries.keys.sorted() }

  /// The read document for `key` (read again from its text when the workspace keeps it lean).
  public func document(_ key: String) -> ContractDocument? { refreshed(key)?.document }

  /// The line table of `key`: the held model's, or, for a lean document, one made from its
  /// text (which costs a scan of it, not a reading).
  public func lines(_ key: String) -> LineTable? {
    guard let entry = entries[key] else { return nil }
    return entry.isLean ? LineTable(entry.text) : entry.document.lines
  }

  /// The text of `key`.
  public func text(_ key: String) -> String? { entries[key]?.text }

  /// The workspace facts (menus, commands, team catalog entries).
  public var workspaceFacts: WorkspaceFacts { facts }

  /// The keys of ``workspaceFacts``' commands (folded names), sorted once per change of the facts.
  public private(set) var sortedCommandKeys: [String] = []

  /// Every shortcut binding in the workspace, by shortcut and platform.
  public var bindings: [BindingKey: [ShortcutBinding]] {
    refreshStaleDocuments()
    return indexes.bindings
  }

  /// Adds or replaces a document.
  ///
  /// A document already read with the workspace's current context is reparsed and read again
  /// only in the blocks the change touched, and its per-block findings are kept for the others.
  ///
  /// The entry hands its document over to the reading, which then moves the blocks after the
  /// edit in place instead of copying them (and frees nothing it keeps).
  ///
  /// A document kept lean (see ``release(_:)``) is held whole again, even with the same text.
  public func setDocument(_ key: String, text: String) {
    if entries[key]?.isLean == true, entries[key]?.text == text {
      hold(key)
      return
    }
    guard let request = changeRequest(key, text: text) else { return }
    if request.base != nil, entries[key] != nil {
      // Nothing runs between here and `apply`, which stores the new document in its place.
      entries[key]?.document = .placeholder(key: key)
      entries[key]?.local = nil
    }
    apply(Self.prepare(consume request))
  }

  /// The context documents are read with now.
  var currentContext: ModelContext { context }

  /// A context documents were read with ahead of the facts (see ``setDocuments(_:)``), labelled
  /// with a version of its own.
  struct ProvisionalContext {
    var context: ModelContext
    var version: Int
  }

  /// A label for documents read with `context` ahead of the facts; they are checked against the
  /// workspace's context when next asked for.
  func provisional(_ context: ModelContext) -> ProvisionalContext {
    provisionalVersions -= 1
    return ProvisionalContext(context: context, version: provisionalVersions)
  }

  /// Stores a document read with `readWith` (by default ``currentContext``).
  @discardableResult
  func insert(
    _ key: String,
    text: String,
    document: ContractDocument,
    readWith: ProvisionalContext? = nil,
    rebuildingFacts: Bool = true,
    local: LocalFindings? = nil,
    edit: TreeEdit? = nil,
    bindings: [ShortcutBinding]? = nil,
    lean: Bool = false
  ) -> Bool {
    if let old = entries[key], old.text == text { return false }
    // A lean entry keeps no bindings: they are taken out of the index by their keys.
    let oldBindings = entries[key].flatMap { $0.isLean ? nil : $0.bindings }
    let newBindings = bindings ?? document.shortcutBindings
    let moved = oldBindings.map { WorkspaceIndexes.onlyMoved($0, newBindings) } ?? false
    var carried: [Diagnostic]?
    if let edit, moved, let oldBindings, let known = crossFile[key], known.generation == generation,
      CrossFileFindings.survive(edit, old: oldBindings, new: newBindings)
    {
      carried = known.moved(by: edit, in: key)
    }
    removeFromIndexes(key, bindings: !moved)
    let signature = FactsSignature(document)
    let factsChanged = entries[key]?.factsSignature != signature
    let entry = Entry(
      text: text,
      document: document,
      factsSignature: signature,
      bindings: newBindings,
      bindingKeys: Set(newBindings.map(BindingKey.init)),
      componentNames: document.components.map(\.name),
      local: local,
      contextVersion: readWith?.version ?? contextVersion,
      readWith: readWith?.context ?? context
    )
    entries[key] = entry
    if readWith != nil { hasStaleDocuments = true }
    addToIndexes(entry, bindings: !moved)
    leanModels.forget(key)
    if lean { makeLean(key) }
    if moved, let oldBindings { indexes.move(oldBindings, to: newBindings) }
    if factsChanged && rebuildingFacts { rebuildFacts() }
    crossFile[key] = factsChanged ? nil : carried.map { CrossFileFindings(generation: generation, findings: $0) }
    return factsChanged
  }

  /// The document of `key`, re-read first if the workspace facts changed.
  func freshDocument(_ key: String) -> ContractDocument? { refreshed(key)?.document }

  /// The entry of `key`, re-read first if the workspace facts changed.
  func freshEntry(_ key: String) -> Entry? { refreshed(key) }

  /// Replaces the per-block findings of `key`.
  func storeLocal(_ local: LocalFindings, for key: String) { entries[key]?.local = local }

  /// Whether the document rules' findings of `key` are cached, at least for the blocks no edit
  /// touched since (``diagnostics(for:)`` finds those of the touched blocks).
  func hasLocalFindings(_ key: String) -> Bool { entries[key]?.local != nil }

  /// Caches the document rules' findings of `key` (every document rule's, about every block).
  func storeLocalFindings(_ findings: [Diagnostic], for key: String, tree: SyntaxTree) {
    guard entries[key] != nil else { return }
    entries[key]?.local = LocalFindings.filing(findings, tree: tree)
  }

  /// The configuration of `key`.
  func configuration(for key: String) -> Configuration { configurationFor(key) }

  /// Removes a document.
  public func removeDocument(_ key: String) {
    guard let old = entries[key] else { return }
    removeFromIndexes(key)
    entries[key] = nil
    finished[key] = nil
    crossFile[key] = nil
    leanModels.forget(key)
    if old.factsSignature != FactsSignature.empty { rebuildFacts() }
  }

  /// The diagnostics of `key`, configured and suppressed, sorted. Empty for an unknown key.
  public func diagnostics(for key: String) -> [Diagnostic] {
    guard var entry = refreshed(key) else { return [] }
    if let cached = finished[key], cached.generation == generation { return cached.diagnostics }
    let configuration = configurationFor(key)
    if let request = findingsRequest(key) {
      store(Self.findings(request))
      entry.local = entries[key]?.local
    }
    var raw = entry.local?.all ?? []
    raw += crossFileFindings(key, entry)
    let result = DiagnosticPipeline.finish(raw, document: entry.document, configuration: configuration)
    finished[key] = (generation, result)
    return result
  }

  /// The cross-file findings of `entry`, found again only when an index or the facts changed
  /// since (or carried over a keystroke that only moved its bindings, see ``insert``).
  private func crossFileFindings(_ key: String, _ entry: Entry) -> [Diagnostic] {
    if let known = crossFile[key], known.generation == generation { return known.findings }
    // A lean entry keeps no bindings; its model, read again, has them.
    let bindings = entry.isLean ? entry.document.shortcutBindings : entry.bindings
    let found = indexes.findings(entry.document, bindings: bindings)
    crossFile[key] = CrossFileFindings(generation: generation, findings: found)
    return found
  }

  /// Marks every document's findings stale (after a configuration change).
  public func invalidateAll() {
    generation += 1
    factsVersion += 1
    // In place: `entries[key]?.local = nil` would copy each entry out and back.
    // By positions: iterating `entries.values.indices` would hold the storage, and so copy it.
    var index = entries.values.startIndex
    while index != entries.values.endIndex {
      entries.values[index].local = nil
      index = entries.values.index(after: index)
    }
  }

  // MARK: - Lean documents

  /// Lets go of the model of `key`, keeping its text, its place in the indexes and what the
  /// workspace facts read (menus, catalog entries): the document is read again from its text
  /// whenever it is asked for. For files the editor does not have open.
  public func release(_ key: String) {
    guard entries[key]?.isLean == false else { return }
    makeLean(key)
  }

  /// Keeps of `key` only what a lean entry keeps (its index entries are already in).
  private func makeLean(_ key: String) {
    guard let skeleton = entries[key]?.document.skeleton else { return }
    entries[key]?.document = skeleton
    entries[key]?.bindings = []
    entries[key]?.isLean = true
  }

  /// Holds the whole model of `key` again (a lean document opened in the editor).
  func hold(_ key: String) {
    guard let entry = entries[key], entry.isLean else { return }
    let document = document(key) ?? ContractDocument(key: key, text: entry.text, context: currentContext)
    entries[key]?.document = document
    entries[key]?.bindings = document.shortcutBindings
    entries[key]?.isLean = false
    leanModels.forget(key)
  }

  // MARK: - Staleness

  /// The entry of `key`, every document read with the current context first.
  private func refreshed(_ key: String) -> Entry? {
    refreshStaleDocuments()
    guard var entry = entries[key] else { return nil }
    if entry.isLean {
      entry.document = leanModels.model(key, text: entry.text, context: context, version: contextVersion)
    }
    return entry
  }

  func rebuildFacts() {
    // Only documents that declare menus or catalog entries add facts; the others are skipped
    // without copying their entries.
    var facts = WorkspaceFacts()
    for key in entries.keys.sorted() {
      guard let index = entries.index(forKey: key), entries.values[index].factsSignature != .empty else { continue }
      facts.add(entries.values[index].document)
    }
    self.facts = facts
    sortedCommandKeys = facts.commands.keys.sorted()
    let names = facts.commands.values.flatMap { $0.map(\.command.name) }
    let newContext = ModelContext(commandNames: names.sorted())
    if newContext != context {
      // Bindings depend on subjects, which depend on command names: documents are re-read, but
      // only when next asked for (a batch of index updates re-reads once), and only those the
      // change can affect.
      context = newContext
      contextVersion += 1
      hasStaleDocuments = true
    }
    // Document rules read the workspace facts, which changed.
    invalidateAll()
  }

  /// Brings every document read with an older context up to date: the ones whose text names
  /// an added or removed command are re-read on every core, the others only relabelled.
  private func refreshStaleDocuments() {
    guard hasStaleDocuments else { return }
    hasStaleDocuments = false
    var changes: [Int: CommandNameChange] = [:]
    var stale: [(key: String, text: String, tree: SyntaxTree?)] = []
    for key in entries.keys.sorted() {
      guard var entry = entries[key], entry.contextVersion != contextVersion else { continue }
      if changes[entry.contextVersion] == nil {
        changes[entry.contextVersion] = CommandNameChange(from: entry.readWith.commandNames, to: context.commandNames)
      }
      if let change = changes[entry.contextVersion], !change.changedNames.isEmpty,
        !change.isWithin(entry.document.menus.flatMap { $0.commands.map(\.name) }), change.affects(entry.text)
      {
        stale.append((key, entry.text, entry.isLean ? nil : entry.document.tree))
      } else {
        entry.contextVersion = contextVersion
        entry.readWith = context
        entries[key] = entry
      }
    }
    let context = self.context
    let read = ParallelMap.map(stale) { key, text, tree in
      (key, ContractDocument(key: key, tree: tree ?? ContractParser.parse(text), context: context))
    }
    leanModels.forget(read.map(\.0))
    for (key, document) in read {
      guard var entry = entries[key] else { continue }
      removeFromIndexes(key)
      entry.document = document
      entry.bindings = document.shortcutBindings
      entry.bindingKeys = Set(entry.bindings.map(BindingKey.init))
      entry.componentNames = document.components.map(\.name)
      entry.local = nil
      entry.contextVersion = contextVersion
      entry.readWith = context
      entries[key] = entry
      addToIndexes(entry)
      if entry.isLean { makeLean(key) }
    }
  }

  // MARK: - Indexes

  /// Adds `entry` to the component index and, unless its bindings are already in (moved in
  /// place, see ``WorkspaceIndexes/move(_:to:)``), to the binding index.
  private func addToIndexes(_ entry: Entry, bindings: Bool = true) {
    generation += 1
    indexes.add(entry.document, bindings: bindings ? entry.bindings : nil)
  }

  private func removeFromIndexes(_ key: String, bindings: Bool = true) {
    guard let entry = entries[key] else { return }
    generation += 1
    indexes.remove(key, bindingKeys: bindings ? entry.bindingKeys : nil, componentNames: entry.componentNames)
  }
}

extension ContractWorkspace {
  /// The per-block findings kept for `key` (for tests).
  func localFindingsForTesting(_ key: String) -> LocalFindings? { entries[key]?.local }

  /// The bindings kept for `key` (for tests).
  func entryBindingsForTesting(_ key: String) -> [ShortcutBinding]? { entries[key]?.bindings }

  /// Whether `key` is kept lean (for tests).
  func isLeanForTesting(_ key: String) -> Bool { entries[key]?.isLean == true }

  /// Whether the cross-file findings of `key` are known without being found again (for tests).
  func carriesCrossFileFindingsForTesting(_ key: String) -> Bool { crossFile[key]?.generation == generation }
}
