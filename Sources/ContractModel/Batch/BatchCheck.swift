/// The diagnostics of many documents checked once as one workspace (`leaf-lsp check`), keeping
/// only what the report needs: the same diagnostics ``ContractWorkspace`` gives for them, in a
/// fraction of its memory, on every core.
///
/// ``ContractWorkspace`` keeps every document read, for editing; a check needs each document
/// only while its own rules run. So the check reads each document twice: once for the workspace
/// facts (``WorkspaceFactsPass``, headers and menus only), then once in full, keeping its
/// document-rule findings, bindings, component names, suppressions and line table, and dropping
/// the rest. The cross-file rules and the configuration then finish each document.
public enum BatchCheck {
  /// One checked document.
  public struct File: Sendable {
    /// The document's key.
    public let key: String
    /// Its line table, for placing diagnostics.
    public let lines: LineTable
    /// Its diagnostics, configured and suppressed, sorted.
    public let diagnostics: [Diagnostic]
  }

  /// What the second pass keeps of a document.
  struct Reading: Sendable {
    var key: String
    var app: String?
    var lines: LineTable
    var local: [Diagnostic]
    var bindings: [ShortcutBinding]
    var components: [ComponentNamesAreUnique.Name]
    var suppressions: [Suppression]
  }

  /// Checks `documents` (distinct keys) as one workspace, `configuration` giving each key's
  /// settings; the files come back in the order of `documents`.
  public static func check(
    _ documents: [(key: String, text: String)],
    configuration: (String) -> Configuration
  ) -> [File] {
    check(documents, treeBudget: WorkspaceFactsPass.treeBudget, configuration: configuration)
  }

  /// ``check(_:configuration:)``, keeping the syntax trees between the passes when the texts
  /// take `treeBudget` bytes or fewer (else every file is parsed again).
  static func check(
    _ documents: [(key: String, text: String)],
    treeBudget: Int,
    configuration: (String) -> Configuration
  ) -> [File] {
    let pass = WorkspaceFactsPass(documents, treeBudget: treeBudget)
    let configurations = documents.map { configuration($0.key) }
    let readings = ParallelMap.map(Array(documents.indices)) { index in
      read(documents[index], tree: pass.tree(index, of: documents), pass: pass, configuration: configurations[index])
    }
    var bindingIndex: [BindingKey: [ShortcutBinding]] = [:]
    var componentIndex: [String: [ComponentNamesAreUnique.Declaration]] = [:]
    for reading in readings {
      for binding in reading.bindings { bindingIndex[BindingKey(binding), default: []].append(binding) }
      for component in reading.components {
        componentIndex[component.name, default: []].append(
          ComponentNamesAreUnique.Declaration(document: reading.key, range: component.range, app: reading.app)
        )
      }
    }
    let groups = Dictionary(
      uniqueKeysWithValues: ParallelMap.map(Array(bindingIndex)) { key, bindings in
        (key, ShortcutConflictGroup(bindings))
      }
    )
    let components = componentIndex
    let finished = ParallelMap.map(Array(readings.indices)) { index in
      let reading = readings[index]
      var raw = reading.local
      raw += ShortcutsDoNotConflict.check(reading.bindings) { groups[$0]! }
      raw += ComponentNamesAreUnique.check(reading.components, in: reading.key, app: reading.app, index: components)
      return DiagnosticPipeline.finish(
        raw,
        suppressions: reading.suppressions,
        lines: reading.lines,
        configuration: configurations[index]
      )
    }
    return zip(readings, finished).map { File(key: $0.key, lines: $0.lines, diagnostics: $1) }
  }

  /// Reads one document as the workspace would (with the reading context, or the final one when
  /// the change of command names affects it) and runs its document rules.
  private static func read(
    _ document: (key: String, text: String),
    tree: SyntaxTree,
    pass: WorkspaceFactsPass,
    configuration: Configuration
  ) -> Reading {
    let contract = ContractDocument(key: document.key, tree: tree, context: pass.context(for: document.text))
    let platforms = contract.targets(configured: configuration.platforms)
    let bindings = contract.shortcutBindings
    let context = RuleContext(document: contract, workspace: pass.facts, platforms: platforms, everyBinding: bindings)
    return Reading(
      key: document.key,
      app: contract.app,
      lines: contract.lines,
      local: DocumentRules.check(context),
      bindings: bindings,
      components: contract.components.map { ComponentNamesAreUnique.Name(name: $0.name, range: $0.syntax.nameRange) },
      suppressions: contract.suppressions
    )
  }
}
