/// The analysed documents of a workspace: the one engine behind `leaf-lsp check` and the server.
///
/// A document is a list of blocks (the file header, components, menus, catalog entries). A
/// block's reading and findings depend only on its own text, the file header's facts and the
/// workspace facts they read; positions in them are relative to the block, so a block that only
/// moves is reused as it is. Each block provides facts (commands, names, bindings) to indexes,
/// and each value derived from a block records the facts it read (``FactKey``). An edit replaces
/// the blocks it touched; the difference between the facts they provided and the facts their
/// replacements provide makes stale the values that read them, and no other. Stale values are
/// made again when asked for.
///
/// One revision counts the changes of inputs (texts, configurations); documents record the
/// revision at which their findings were last made and their blocks last replaced.
///
/// - Important: Not thread-safe. Confine an instance to one actor or one thread.
public final class ContractWorkspace {
  /// Resolves the configuration for a document key.
  public typealias ConfigurationProvider = (String) -> Configuration

  /// The documents, by key.
  var documents: [String: WorkspaceDocument] = [:]
  /// The documents of each `App` (folded; nil for files without one).
  var documentsByApp: [String?: Set<String>] = [:]
  /// The `App` (folded) of each document that has one: what a workspace rule asks of another
  /// document's app, so that the indexes need not carry it (a keystroke in the `App` line would
  /// otherwise rewrite every entry of the document).
  var appByDocument: [String: String] = [:]
  /// The menus, commands and team catalog entries every block provides.
  var facts = WorkspaceFacts()
  /// Every shortcut binding, by shortcut and platform.
  var bindingIndex: [BindingKey: BindingBucket] = [:]
  /// The conflict group of each binding key, arranged once per change of its bucket (or changed
  /// in place when a block read again binds the same targets elsewhere in its text, see
  /// ``updateIndexes(from:to:of:block:)``).
  var conflictGroups: [BindingKey: ShortcutConflictGroup] = [:]
  /// Component declarations by folded name.
  var componentIndex: [String: [DuplicateComponent.Declaration]] = [:]
  /// The blocks whose derived values read each fact, and which of their values do (empty when
  /// the workspace does not ``tracksReaders``).
  var readers = ReadersIndex()
  /// What the values of a block edited in place read, still in ``readers`` until its new values
  /// are registered and compared with them, by kind of value (see
  /// ``register(_:_:kinds:)``): a keystroke in a menu command leaves the other commands' entries
  /// in the readers index as they were. Empty but between an edit and the next reading.
  var carriedReads: [BlockReference: [(kind: ReadKinds, facts: [FactKey])]] = [:]
  /// Whether the workspace keeps ``readers`` up to date, so that a fact's change makes stale at
  /// once the values that read it. Without (a workspace read once and then asked, as `check`
  /// reads), changes are logged in ``unresolvedChanges`` and the values that read them are found
  /// by going through every block when something is next asked (``resolveChanges()``).
  let tracksReaders: Bool
  /// The revision at which each fact last changed since the values that read it were last
  /// looked for, in a workspace that does not ``tracksReaders``.
  var unresolvedChanges: [FactKey: Int] = [:]
  /// Blocks whose reading is stale, by document.
  var staleModels: [String: Set<BlockID>] = [:]
  /// Lean documents read since the last check: their blocks not checked yet are checked, and
  /// their models let go.
  var leanDocumentsRead: Set<String> = []
  /// Lean documents added without checking (`setDocuments(_:keepingModels:checking:)`), while
  /// they are read: checked when their findings are asked for.
  var uncheckedDocuments: Set<String> = []
  /// What the facts provided since the last propagation added up to, by fact (see
  /// ``BlockExports/provisions``): a fact whose sum is not zero changed.
  var pendingDelta: [FactKey: Int] = [:]
  /// Facts changed since the last propagation whatever their sums (a block withdrawn, an app).
  var pendingChanges: Set<FactKey> = []
  /// The revision at which each fact last changed, since ``factLogStart``: what a document read
  /// off the workspace's thread is checked against (``apply(_:)``). Kept only while a reading is
  /// out (``outstandingRequests``): otherwise nothing would read it (it was 5% of the server's
  /// heap after indexing, every fact of the workspace).
  var factChangedAt: [FactKey: Int] = [:]
  /// The revisions of the requests handed out (``documentRequest(_:text:)``) and not yet applied
  /// or discarded.
  var outstandingRequests: [Int] = []
  /// The revision from which ``factChangedAt`` knows every change.
  var factLogStart = 0
  /// How many facts ``factChangedAt`` holds at most.
  var factLogLimit = 100_000
  /// The last block number given.
  var lastBlock = 0
  /// The number of documents handed out to be read off the workspace's thread: each reading
  /// numbers its blocks from `preparations << 40`, a range of its own.
  var preparations = 0
  /// The commands each app's files see (``commandNames(seenFrom:)``), by folded app, while the
  /// commands are unchanged.
  var commandNamesCache: [String?: [CommandName]] = [:]
  /// Bumped by every change of an input: a document's text, its configuration.
  public internal(set) var revision = 0
  /// The app's code files (Swift, Interface Builder menus, string tables): see `ContractWorkspace+Code.swift`.
  var code = CodeLayer()
  /// The Markdown documents and their contract fences: see `ContractWorkspace+Markdown.swift`.
  var markdown = MarkdownLayer()
  let configurationFor: ConfigurationProvider

  /// Creates an empty workspace that asks `configuration` for each document's settings.
  ///
  /// With `tracksReaders: false`, the workspace keeps no index of which block read which fact:
  /// for a workspace read once, in batches, and then asked (`check`). A block read before a later
  /// batch changes a fact it read is read again once, when something is next asked, instead of
  /// as each batch comes; the answers are the same. Every change made after costs a pass over
  /// every block.
  public init(tracksReaders: Bool = true, configuration: @escaping ConfigurationProvider = { _ in .defaults }) {
    self.configurationFor = configuration
    self.tracksReaders = tracksReaders
  }

  /// The keys of every document, sorted: the contract files and the Markdown documents (not the
  /// contract documents their fences are held as).
  public var documentKeys: [String] {
    guard !markdown.documents.isEmpty else { return documents.keys.sorted() }
    return (documents.keys.filter { markdown.owners[$0] == nil } + markdown.documents.keys).sorted()
  }

  /// The keys of every contract document, sorted: the contract files and each Markdown
  /// document's fences (see ``markdownFence(ofKey:)``).
  public var contractDocumentKeys: [String] { documents.keys.sorted() }

  /// The text of `key` (a contract, a Markdown document or a code file).
  public func text(_ key: String) -> String? {
    documents[key]?.text ?? markdown.documents[key]?.text ?? codeText(key)
  }

  /// The length of `key`'s text in bytes (a contract, a Markdown document or a code file).
  public func size(_ key: String) -> Int? {
    documents[key]?.byteCount ?? markdown.documents[key]?.lines.byteCount ?? code.documents[key]?.bytes.count
  }

  /// The workspace facts (menus, commands, team catalog entries).
  public var workspaceFacts: WorkspaceFacts {
    refresh()
    return facts
  }

  /// Every shortcut binding in the workspace, by shortcut and platform, each list in the
  /// conflict groups' order (ranges relative to their blocks). Built on each call: for one
  /// shortcut, ``bindings(of:)``.
  public var bindings: [BindingKey: [ShortcutBinding]] {
    refresh()
    return bindingIndex.mapValues(\.members)
  }

  /// The workspace's bindings of one shortcut on one platform, in the conflict groups' order.
  public func bindings(of key: BindingKey) -> [ShortcutBinding] {
    refresh()
    return bindingIndex[key]?.members ?? []
  }

  /// The configuration `key` is read with.
  public func configuration(for key: String) -> Configuration {
    documents[key]?.configuration ?? configurationFor(key)
  }

  /// A new block identity.
  func newBlockID() -> BlockID {
    lastBlock += 1
    return BlockID(lastBlock)
  }

  /// Reads the configuration of every document again: the findings are finished again (with
  /// its severities), and a document whose targets changed is checked again.
  public func invalidateAll() {
    revision += 1
    for document in documents.values {
      let targets = document.targets
      document.configuration = configurationFor(document.key)
      document.finishedChanged(around: 0..<document.blocks.count)
      if document.targets != targets { retarget(document) }
    }
    invalidateCodeConfiguration()
    refresh()
  }
}

/// A block of a document, named the same way wherever the workspace keeps it.
struct BlockReference: Hashable, Sendable {
  let document: String
  let block: BlockID

  /// Hashes the block alone: a workspace gives each block its own identity, so the document's
  /// key (a long path, hashed for every entry of every index) adds nothing.
  func hash(into hasher: inout Hasher) {
    hasher.combine(block)
  }
}
