/// A Markdown document as the workspace keeps it: its text, its contract fences, and the key of
/// the contract document each fence is held as (see `ContractWorkspace+Markdown.swift`).
struct MarkdownDocument {
  /// The Markdown document's key.
  let key: String
  /// Its whole text.
  let text: String
  /// Its contract fences, in order.
  let fences: [MarkdownContractFence]
  /// The lines of the whole text.
  let lines: DocumentLines
  /// The workspace revision at which the text last changed: where the fences stand (what
  /// findings and related locations in them map to) may have changed then.
  let changedAt: Int

  /// The key of the contract document fence `number` (from 1) is held as.
  static func fenceKey(_ key: String, number: Int) -> String { "\(key)#contract\(number)" }

  /// The keys of the contract documents of ``fences``, in order.
  var fenceKeys: [String] { fences.map { Self.fenceKey(key, number: $0.number) } }
}

/// The Markdown documents of a workspace, and which of them holds each fence's contract document.
struct MarkdownLayer {
  /// The Markdown documents, by key.
  var documents: [String: MarkdownDocument] = [:]
  /// The Markdown document and fence of each fence's contract document, by the fence's key.
  var owners: [String: (markdown: String, index: Int)] = [:]

  /// The Markdown document holding the fence document `key`, and the fence, or nil when `key` is
  /// no fence's.
  func fence(ofKey key: String) -> (document: MarkdownDocument, fence: MarkdownContractFence)? {
    guard let owner = owners[key], let document = documents[owner.markdown], owner.index < document.fences.count
    else { return nil }
    return (document, document.fences[owner.index])
  }
}
