/// A document's key and text for ``ContractWorkspace/setDocuments(_:keepingModels:checking:)``,
/// possibly split into blocks beforehand.
///
/// Splitting (each block's text, line table and kind) is a pure function of the text: the
/// server's index splits a batch of files on other threads while the workspace files the batch
/// before, and the workspace splits what is not split yet itself.
public struct DocumentText: Sendable {
  /// The document's key.
  public let key: String
  /// Its text.
  public let text: String
  /// Its blocks, when split beforehand (never for a Markdown document, whose fences are found
  /// when it is set).
  let blocks: [BlockText]?

  /// `text` of the document `key`, to be split when it is set.
  public init(key: String, text: String) {
    self.key = key
    self.text = text
    blocks = nil
  }

  /// `text` of the document `key`, split now (a Markdown document is not: its fences are found
  /// when it is set).
  public static func split(key: String, text: String) -> DocumentText {
    DocumentText(key: key, text: text, blocks: ContractWorkspace.isMarkdownKey(key) ? nil : BlockText.split(text))
  }

  private init(key: String, text: String, blocks: [BlockText]?) {
    self.key = key
    self.text = text
    self.blocks = blocks
  }
}
