/// Texts let go and had again.
///
/// Most of what `check` holds is the text of every block, kept for two things: reading a block
/// again (after a fact it read changed) and placing findings (lines and columns). `check` reads
/// every block once, the blocks that provide facts before the components that read them, so a
/// component is read once; and a component's findings are placed by where its lines start. So in
/// a workspace given a ``ContractWorkspace/textSource``, a component block of a lean document
/// lets its text go once it is read and checked, and keeps where its lines start. Anything that
/// needs the text again (a reading, a document's lines or text) has the document's text again
/// from the source first: the same text, or the document is recorded in
/// ``ContractWorkspace/documentsWithLostText``.
extension ContractWorkspace {
  /// Whether block `index` of `document`, just read (and checked, when its document is checked
  /// as it is read), lets its text go now.
  func letsTextGo(_ document: WorkspaceDocument, _ index: Int) -> Bool {
    guard let textSource, !document.keepsModels, document.blocks[index].kind == .component,
      document.blocks[index].local != nil, markdown.owners[document.key] == nil
    else { return false }
    return textSource.covers(document.key)
  }

  /// `document`, holding every block's text again (from ``textSource``) if any was let go. When
  /// the source gives no text, or another text, the blocks stay as they are and the document is
  /// recorded in ``documentsWithLostText``.
  @discardableResult
  func holdingTexts(_ document: WorkspaceDocument) -> WorkspaceDocument {
    guard document.blocksWithoutText > 0, !documentsWithLostText.contains(document.key) else { return document }
    guard let bytes = textSource?.text(document.key), document.restoreTexts(from: bytes) else {
      documentsWithLostText.insert(document.key)
      return document
    }
    return document
  }
}

/// Where a workspace can have the texts of documents again, as they were set (see
/// ``ContractWorkspace/textSource``).
public struct DocumentTextSource {
  /// Whether the text of a document (by key) can be had again: only then may its blocks let it go.
  let covers: (String) -> Bool
  /// The text of a document (by key) as it was set, or nil when it cannot be had as it was.
  let text: (String) -> [UInt8]?

  /// A source that gives the texts of the documents `covers` accepts through `text`.
  public init(covers: @escaping (String) -> Bool, text: @escaping (String) -> [UInt8]?) {
    self.covers = covers
    self.text = text
  }
}
