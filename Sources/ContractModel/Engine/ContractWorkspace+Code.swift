import SwiftSource

/// The app's code in the workspace: Swift files, Interface Builder menus and string tables are
/// documents beside the contracts. Their facts are read per file (on every core when many come at
/// once) and composed across files (commands of view types used in menus, titles localized); the
/// code rules run on the composed facts, and each file's findings go through the same
/// ``DiagnosticPipeline`` as a contract's (configured severities, `// leaf-ignore` comments,
/// `unused-suppression`). A change of any code file composes the facts again.
extension ContractWorkspace {
  /// Adds or replaces the code files `files` (a key whose name is no ``CodeFileKind`` is left out),
  /// reading them on every core.
  public func setCodeFiles(_ files: [(key: String, bytes: [UInt8])]) {
    let inputs = files.compactMap { file in
      CodeFileKind(path: file.key).map { (key: file.key, kind: $0, bytes: file.bytes) }
    }
    guard !inputs.isEmpty else { return }
    let configurations = inputs.map { code.documents[$0.key]?.configuration ?? configurationFor($0.key) }
    let read = ParallelMap.map(Array(zip(inputs, configurations))) { input, configuration in
      CodeDocument(key: input.key, kind: input.kind, bytes: input.bytes, configuration: configuration)
    }
    revision += 1
    for (input, document) in zip(inputs, read) { code.documents[input.key] = document }
    code.invalidate()
    codeChanged()
  }

  /// Adds or replaces one code file.
  public func setCodeFile(_ key: String, bytes: [UInt8]) {
    setCodeFiles([(key, bytes)])
  }

  /// Adds or replaces one code file from its text.
  public func setCodeFile(_ key: String, text: String) {
    setCodeFiles([(key, Array(text.utf8))])
  }

  /// Replaces the `range` of the code file `key` (offsets in its text, clamped) with `newText`
  /// and reads the file again; nothing happens when there is no such file.
  func editCodeFile(_ key: String, range: SourceRange, newText: String) {
    guard let document = code.documents[key] else { return }
    // Offsets are in the text the lines were made from: a UTF-16 strings table's is its UTF-8.
    var bytes = document.kind == .stringsTable ? CodeDocument.utf8(document.bytes) : document.bytes
    let lower = min(max(0, range.start), bytes.count)
    let upper = min(max(lower, range.end), bytes.count)
    bytes.replaceSubrange(lower..<upper, with: Array(newText.utf8))
    setCodeFile(key, bytes: bytes)
  }

  /// Removes a code file; false when there was none of that key.
  @discardableResult
  public func removeCodeFile(_ key: String) -> Bool {
    guard code.documents.removeValue(forKey: key) != nil else { return false }
    revision += 1
    code.invalidate()
    codeChanged()
    return true
  }

  /// The keys of the code files, sorted.
  public var codeFileKeys: [String] { code.documents.keys.sorted() }

  /// Whether `key` is a code file of the workspace.
  public func hasCodeFile(_ key: String) -> Bool { code.documents[key] != nil }

  /// The facts of every Swift and Interface Builder file composed, titles localized through the
  /// workspace's string tables.
  public var swiftFacts: SwiftWorkspaceFacts {
    if let composed = code.composed { return composed }
    let keys = code.documents.keys.sorted()
    let files = keys.compactMap { code.documents[$0]!.facts }
    let tables = keys.compactMap { code.documents[$0]!.localization }
    let composed = SwiftWorkspaceFacts.compose(files: files, localizations: tables)
    code.composed = composed
    return composed
  }

  /// The diagnostics of the code file `key`, or nil when it is none: the code rules' findings in
  /// it with configured severities and suppressions applied, sorted.
  func codeDiagnostics(_ key: String) -> [Diagnostic]? {
    guard let document = code.documents[key] else { return nil }
    if let finished = document.finished { return finished }
    let findings = codeFindings()[key] ?? []
    let suppressions = document.facts.map { CodeSuppressions.of($0, bytes: document.bytes) } ?? []
    let lines = findings.isEmpty && suppressions.isEmpty ? LineTable(bytes: []) : code.documents[key]!.lines()
    let finished = DiagnosticPipeline.finish(
      [DiagnosticPipeline.Block(findings: findings, suppressions: suppressions, lines: lines, start: 0)],
      configuration: document.configuration
    )
    code.documents[key]!.finished = finished
    return finished
  }

  /// The code rules' findings by document, made when stale.
  private func codeFindings() -> [String: [Diagnostic]] {
    if let findings = code.findings { return findings }
    let documents = code.documents
    let scopes = CodeBuildScopes(documents.map { ($0.key, $0.value.buildHints) })
    let settingsNamed = documents.values.contains { $0.buildHints.settings != nil }
    let context = CodeRuleContext(
      facts: swiftFacts,
      builds: { key in
        let builds = scopes.builds(key)
        return documents[key]?.buildHints.restricts(builds) ?? builds
      },
      targets: { key in documents[key]?.configuration.platforms ?? Platform.allCases },
      source: { key in documents[key]?.bytes },
      buildsAreNamed: { key in settingsNamed || documents[key]?.buildHints.folder != nil }
    )
    let findings = CodeRules.check(context)
    code.findings = findings
    return findings
  }

  /// The lines of the code file `key`, or nil when it is none.
  func codeLines(_ key: String) -> DocumentLines? {
    guard code.documents[key] != nil else { return nil }
    return DocumentLines(tables: [code.documents[key]!.lines()])
  }

  /// The text of the code file `key`, or nil when it is none.
  func codeText(_ key: String) -> String? { code.documents[key]?.text }

  /// Reads every code file's configuration again (the configuration changed).
  func invalidateCodeConfiguration() {
    guard !code.documents.isEmpty else { return }
    for key in code.documents.keys { code.documents[key]!.configuration = configurationFor(key) }
    code.invalidate()
    codeChanged()
  }
}
