/// Contracts written in Markdown files: each fenced block whose info string is `contract` (see
/// ``MarkdownContracts``) is held as a contract document of its own, keyed
/// `<Markdown key>#contract<N>`, read and checked like any contract file (its own `App:` and
/// `Platforms:`, the cross-file rules across every contract). The Markdown document's key stands
/// for them all: its text, lines and diagnostics are the Markdown file's, its findings those of
/// its fences moved to where each fence stands. An edit finds the fences again and sets only
/// those whose text changed.
extension ContractWorkspace {
  /// Whether `key` names a Markdown file (its name ends in `.md` or `.markdown`, any case).
  public static func isMarkdownKey(_ key: String) -> Bool {
    let lowered = key.lowercased()
    return lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown")
  }

  /// Whether the workspace holds a Markdown document with a contract fence (then locations may
  /// point into fences: see ``markdownFence(ofKey:)``).
  public var hasMarkdownFences: Bool { !markdown.owners.isEmpty }

  /// Whether `key` is held as a Markdown document: one the workspace holds as such, or whose
  /// name says it is one.
  public func isMarkdownDocument(_ key: String) -> Bool {
    markdown.documents[key] != nil || Self.isMarkdownKey(key)
  }

  /// The contract fences of the Markdown document `key` with the keys their contract documents
  /// are held under, in order; empty for any other key.
  public func markdownFences(_ key: String) -> [(key: String, fence: MarkdownContractFence)] {
    guard let document = markdown.documents[key] else { return [] }
    return Array(zip(document.fenceKeys, document.fences))
  }

  /// The Markdown document and fence that the contract document `key` is held for, or nil when
  /// it is no fence's.
  public func markdownFence(ofKey key: String) -> (markdown: String, fence: MarkdownContractFence)? {
    markdown.fence(ofKey: key).map { ($0.document.key, $0.fence) }
  }

  /// Adds or replaces a Markdown document, whatever its key: its contract fences are found, and
  /// those whose text changed are set (the others keep everything derived from them).
  public func setMarkdownDocument(_ key: String, text: String) {
    setMarkdownDocuments([(key, text)], keepingModels: true, checking: true)
  }

  /// Adds or replaces Markdown documents: the fences of each set at once, as
  /// ``setDocuments(_:keepingModels:checking:)`` sets contract files.
  func setMarkdownDocuments(_ texts: [(key: String, text: String)], keepingModels: Bool, checking: Bool) {
    var changed: [(key: String, text: String)] = []
    var removed: [String] = []
    revision += 1
    for (key, text) in texts {
      let fences = MarkdownContracts.fences(in: text)
      let old = markdown.documents[key]
      let document = MarkdownDocument(
        key: key,
        text: text,
        fences: fences,
        lines: DocumentLines(text),
        changedAt: revision
      )
      for (index, fenceKey) in document.fenceKeys.enumerated() {
        markdown.owners[fenceKey] = (key, index)
        let unchanged = old.map { index < $0.fences.count && $0.fences[index].text == fences[index].text } ?? false
        if !unchanged || documents[fenceKey] == nil { changed.append((fenceKey, fences[index].text)) }
      }
      for fenceKey in (old?.fenceKeys ?? []).dropFirst(fences.count) {
        markdown.owners[fenceKey] = nil
        removed.append(fenceKey)
      }
      markdown.documents[key] = document
    }
    for key in removed { removeDocument(key) }
    setDocuments(changed, keepingModels: keepingModels, checking: checking)
  }

  /// Replaces the UTF-8 `range` of the Markdown document `key` with `newText` (clamped).
  func editMarkdown(_ key: String, range: SourceRange, newText: String) {
    guard let document = markdown.documents[key] else { return }
    var bytes = Array(document.text.utf8)
    let lower = min(max(0, range.start), bytes.count)
    let upper = min(max(lower, range.end), bytes.count)
    bytes.replaceSubrange(lower..<upper, with: Array(newText.utf8))
    setMarkdownDocument(key, text: String(decoding: bytes, as: UTF8.self))
  }

  /// Removes the Markdown document `key` and its fences' contract documents.
  func removeMarkdown(_ key: String) {
    guard let document = markdown.documents.removeValue(forKey: key) else { return }
    revision += 1
    for fenceKey in document.fenceKeys {
      markdown.owners[fenceKey] = nil
      removeDocument(fenceKey)
    }
  }

  /// The diagnostics of the Markdown document `document`: its fences', at the Markdown file's
  /// offsets, sorted.
  func markdownDiagnostics(_ document: MarkdownDocument) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for (fenceKey, fence) in zip(document.fenceKeys, document.fences) {
      for diagnostic in diagnostics(for: fenceKey) {
        var moved = diagnostic
        moved.range = fence.markdownRange(ofContractRange: diagnostic.range)
        result.append(moved)
      }
    }
    return result.sorted()
  }

  /// `diagnostic` with its related locations into fences moved to their Markdown documents.
  func relatedInMarkdown(_ diagnostic: Diagnostic) -> Diagnostic {
    guard diagnostic.related.contains(where: { markdown.owners[$0.location.document] != nil }) else {
      return diagnostic
    }
    var moved = diagnostic
    moved.related = diagnostic.related.map { related in
      var related = related
      related.location = markdownLocation(related.location)
      return related
    }
    return moved
  }

  /// `location` in a fence's contract document as a location of its Markdown document (any other
  /// location as it is).
  public func markdownLocation(_ location: DocumentLocation) -> DocumentLocation {
    guard let (document, fence) = markdown.fence(ofKey: location.document) else { return location }
    let absolute = absolute(location)
    return DocumentLocation(document: document.key, range: fence.markdownRange(ofContractRange: absolute.range))
  }

  /// A number that changes whenever the diagnostics of the Markdown document `document` may have.
  func markdownFindingsRevision(_ document: MarkdownDocument) -> Int {
    var hasher = Hasher()
    hasher.combine(document.changedAt)
    for fenceKey in document.fenceKeys { hasher.combine(findingsRevision(fenceKey)) }
    return hasher.finalize()
  }
}
