/// The first pass of a ``BatchCheck``: what every document needs from the others, gathered
/// without keeping any document.
///
/// Workspace facts come from file headers, `menu` and `catalog` blocks only, so each document is
/// parsed and only those parts are read; components, which cost most, are left for the second
/// pass. Documents are taken in key order, a chunk at a time on every core, so that the facts
/// are added in the order ``ContractWorkspace`` adds them. When all the text fits in
/// ``treeBudget`` bytes, the syntax trees are kept for the second pass; otherwise it parses
/// again: a small workspace is parsed once, a large one in little memory.
struct WorkspaceFactsPass: Sendable {
  /// The facts, as ``ContractWorkspace`` gathers them from the same documents.
  var facts = WorkspaceFacts()
  /// The context the workspace reads documents with first: every command name the menus declare.
  var readingContext = ModelContext.empty
  /// The context once the facts are in; documents that read differently with it are read again.
  var finalContext = ModelContext.empty
  /// Which documents read differently with ``finalContext`` than with ``readingContext``.
  var change = CommandNameChange(from: [], to: [])
  /// The syntax trees kept, by index in the documents.
  var trees: [Int: SyntaxTree] = [:]

  /// The most text whose trees are kept (a tree takes about six times its text).
  static let treeBudget = 16 << 20

  /// Documents per chunk: enough to keep both cores busy, few enough to keep little in memory.
  static let chunkSize = 256

  /// Gathers the facts of `documents`, `chunkSize` documents at a time, keeping their trees
  /// when their texts take `treeBudget` bytes or fewer in all.
  init(
    _ documents: [(key: String, text: String)],
    chunkSize: Int = Self.chunkSize,
    treeBudget: Int = Self.treeBudget
  ) {
    let order = documents.indices.sorted { documents[$0].key < documents[$1].key }
    var declared: [String] = []
    let keepsTrees = documents.reduce(0) { $0 + $1.text.utf8.count } <= treeBudget
    var start = 0
    while start < order.count {
      let chunk = Array(order[start..<min(start + max(1, chunkSize), order.count)])
      start += chunk.count
      let read = ParallelMap.map(chunk) { index in Self.factsDocument(documents[index], keepsTree: keepsTrees) }
      for (index, (names, document, tree)) in zip(chunk, read) {
        declared += names
        facts.add(document)
        if let tree { trees[index] = tree }
      }
    }
    // As ContractWorkspace.setDocuments and rebuildFacts choose them.
    if !declared.isEmpty { readingContext.commandNames = Array(Set(declared)).sorted() }
    finalContext = ModelContext(commandNames: facts.commands.values.flatMap { $0.map(\.command.name) }.sorted())
    change = CommandNameChange(from: readingContext.commandNames, to: finalContext.commandNames)
  }

  /// The context `text` is read with: the final one when the change of command names affects it.
  func context(for text: String) -> ModelContext {
    change.affects(text) ? finalContext : readingContext
  }

  /// The syntax tree of `documents[index]`: the one kept, or parsed again.
  func tree(_ index: Int, of documents: [(key: String, text: String)]) -> SyntaxTree {
    trees[index] ?? ContractParser.parse(documents[index].text)
  }

  /// The command names `document`'s menus declare, the document read without its components
  /// (its header, menus and catalog entries are what the facts take from it), and its tree when
  /// it is kept (else the components' lines are not even parsed).
  private static func factsDocument(
    _ document: (key: String, text: String),
    keepsTree: Bool
  ) -> ([String], ContractDocument, SyntaxTree?) {
    let tree =
      keepsTree ? ContractParser.parse(document.text) : ContractParser.parseSkippingComponentBodies(document.text)
    let names = tree.blocks.filter { $0.kind == .menu }.flatMap { $0.commands.map(\.name) }
    var factsTree = tree
    factsTree.blocks.removeAll { $0.kind == .component }
    return (names, ContractDocument(key: document.key, tree: factsTree, context: .empty), keepsTree ? tree : nil)
  }
}
