/// The analysed documents of a workspace: the one engine behind `leaf-lsp check` and the server.
///
/// A document is a list of blocks (the file header, components, menus, catalog entries). A
/// block's reading and findings depend only on its own text, the file header's facts and the
/// workspace facts it mentions; positions in them are relative to the block, so a block that only
/// moves is reused as it is. Each block provides facts (commands, names, bindings) to indexes
/// keyed by those facts; an edit replaces the blocks it touched, and the difference of their
/// facts makes stale only the blocks that mention what changed. Derived values are kept while
/// valid and made again when asked for.
///
/// - Important: Not thread-safe. Confine an instance to one actor or one thread.
public final class ContractWorkspace {
  /// Resolves the configuration for a document key.
  public typealias ConfigurationProvider = (String) -> Configuration

  /// The documents, by key.
  var documents: [String: WorkspaceDocument] = [:]
  /// The menus, commands and team catalog entries every block provides.
  var facts = WorkspaceFacts()
  /// Every shortcut binding, by shortcut and platform.
  var bindingIndex: [BindingKey: BindingBucket] = [:]
  /// The conflict group of each binding key, arranged once per change of its bucket.
  var conflictGroups: [BindingKey: ShortcutConflictGroup] = [:]
  /// Component declarations by folded name.
  var componentIndex: [String: [DuplicateComponent.Declaration]] = [:]
  /// The blocks that mention each fact, by document.
  var readers: [FactKey: [String: Set<BlockID>]] = [:]
  /// Blocks whose reading is stale, by document.
  var staleModels: [String: Set<BlockID>] = [:]
  /// The last block number given.
  var lastBlock = 0
  /// The number of documents handed out to be read off the workspace's thread: each reading
  /// numbers its blocks from `preparations << 40`, a range of its own.
  var preparations = 0
  /// The folded names of the workspace's commands, sorted, while valid.
  var commandKeysCache: [String]?
  /// Bumped by every change of an input: a document's text, its configuration.
  public internal(set) var revision = 0
  /// The app's code files (Swift, Interface Builder menus, string tables): see `ContractWorkspace+Code.swift`.
  var code = CodeLayer()
  let configurationFor: ConfigurationProvider

  /// Creates an empty workspace that asks `configuration` for each document's settings.
  public init(configuration: @escaping ConfigurationProvider = { _ in .defaults }) {
    self.configurationFor = configuration
  }

  /// The keys of every document, sorted.
  public var documentKeys: [String] { documents.keys.sorted() }

  /// The text of `key` (a contract or a code file).
  public func text(_ key: String) -> String? { documents[key]?.text ?? codeText(key) }

  /// The length of `key`'s text in bytes (a contract or a code file).
  public func size(_ key: String) -> Int? {
    documents[key]?.blocks.reduce(0) { $0 + $1.bytes.count } ?? code.documents[key]?.bytes.count
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

  /// The keys of ``workspaceFacts``' commands (folded names), sorted once per change of the commands.
  public var sortedCommandKeys: [String] {
    refresh()
    if let commandKeysCache { return commandKeysCache }
    let keys = facts.commands.keys.sorted()
    commandKeysCache = keys
    return keys
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

  /// Reads the configuration of every document again and checks everything again (the
  /// configuration changed).
  public func invalidateAll() {
    revision += 1
    for key in documents.keys {
      let configuration = configurationFor(key)
      let retargeted = configuration.platforms != documents[key]?.configuration.platforms
      documents[key]?.configuration = configuration
      documents[key]?.finished = nil
      for index in documents[key]!.blocks.indices {
        documents[key]!.blocks[index].local = nil
        documents[key]!.blocks[index].crossFile = nil
      }
      if retargeted { reexportAll(key) }
    }
    invalidateCodeConfiguration()
    refresh()
  }
}
