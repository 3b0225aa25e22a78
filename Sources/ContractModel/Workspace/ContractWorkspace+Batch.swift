import Dispatch

extension ContractWorkspace {
  /// Adds many documents at once, parsing and reading them on every core.
  ///
  /// The documents are read with the command names the workspace will have once they are in
  /// (the current ones plus those their menus declare), so that they need not be read again.
  ///
  /// With `keepingModels` false, only what the indexes and the workspace facts need is kept of
  /// each document (see ``release(_:)``): a workspace of closed files then costs little more
  /// than their text.
  public func setDocuments(_ documents: [(key: String, text: String)], keepingModels: Bool = true) {
    var trees = ParallelMap.map(documents) { document in Optional(ContractParser.parse(document.text)) }
    let declared = trees.flatMap { tree in
      (tree?.blocks ?? []).filter { $0.kind == .menu }.flatMap { $0.commands.map(\.name) }
    }
    var expected = currentContext
    if !declared.isEmpty { expected.commandNames = Array(Set(expected.commandNames + declared)).sorted() }
    let context = expected
    let readWith = provisional(context)
    // Lean documents are read a run at a time and let go at once, so that the models of the
    // whole workspace never live together; kept ones are read all at once.
    let run = keepingModels ? max(documents.count, 1) : Self.leanReadingRun
    var factsChanged = false
    for start in stride(from: 0, to: documents.count, by: run) {
      let range = start..<min(start + run, documents.count)
      let pending = range.map { (documents[$0], trees[$0] ?? ContractParser.parse(documents[$0].text)) }
      for index in range { trees[index] = nil }
      let read = ParallelMap.map(pending) { document, tree in
        (document, ContractDocument(key: document.key, tree: tree, context: context))
      }
      for (document, contract) in read {
        factsChanged =
          insert(
            document.key,
            text: document.text,
            document: contract,
            readWith: readWith,
            rebuildingFacts: false,
            lean: !keepingModels
          )
          || factsChanged
      }
    }
    if factsChanged { rebuildFacts() }
  }

  /// How many lean documents are read together (see ``setDocuments(_:keepingModels:)``).
  static let leanReadingRun = 64

  /// The diagnostics of many documents, the document rules run on every core.
  public func diagnostics(for keys: [String]) -> [[Diagnostic]] {
    let pending = keys.compactMap { key -> (String, ContractDocument, [Platform])? in
      guard let document = freshDocument(key), !hasLocalFindings(key) else { return nil }
      let configuration = configuration(for: key)
      return (key, document, document.targets(configured: configuration.platforms))
    }
    let facts = workspaceFacts
    let findings = ParallelMap.map(pending) { key, document, platforms in
      (key, DocumentRules.check(RuleContext(document: document, workspace: facts, platforms: platforms)))
    }
    for ((key, local), (_, document, _)) in zip(findings, pending) {
      storeLocalFindings(local, for: key, tree: document.tree)
    }
    return keys.map { diagnostics(for: $0) }
  }
}

/// `map` over an array on every core, keeping the order.
enum ParallelMap {
  static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element],
    _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    guard elements.count > 1 else { return elements.map(transform) }
    let box = ResultBox<Result>(count: elements.count)
    let chunks = min(elements.count, 64)
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      var index = chunk
      while index < elements.count {
        box.set(index, transform(elements[index]))
        index += chunks
      }
    }
    return box.values()
  }
}

/// Slots written by one writer each, read after every writer finished.
private final class ResultBox<Result>: @unchecked Sendable {
  // Invariant: each index is written by exactly one iteration of concurrentPerform, and
  // `values()` is called only after concurrentPerform returns, which orders the writes before it.
  private var slots: [Result?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Result) {
    slots.withUnsafeMutableBufferPointer { $0[index] = value }
  }

  func values() -> [Result] { slots.map { $0! } }
}
