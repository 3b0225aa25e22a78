/// The facts every file of a workspace reads whatever its `App`: the names of the team catalog
/// entries. Every other fact is seen only from the files of its own app (and of files without
/// `App`).
///
/// Made once from every document of a workspace, so that the documents of one app can be
/// analysed without the others (``AppGroups``) and read exactly as in the whole workspace.
public struct WorkspaceWideFacts: Sendable {
  /// Each team catalog entry's name as first written (in the order of the documents' keys, then
  /// of the blocks), by folded name.
  private(set) var catalogNames: [String: String] = [:]

  /// Facts of no document.
  public init() {}

  /// The facts of blocks of one document, in order (each as ``BlockText/split(_:)`` gives it:
  /// catalog entries read).
  init(blocks: [BlockText]) {
    for block in blocks {
      guard case .catalog(let entry) = block.reading?.content else { continue }
      let folded = ListItem.fold(entry.name)
      if catalogNames[folded] == nil { catalogNames[folded] = entry.name }
    }
  }

  /// The facts of many documents, given in the order of their keys.
  init(documents: [WorkspaceWideFacts]) {
    for document in documents {
      catalogNames.merge(document.catalogNames) { first, _ in first }
    }
  }

  /// The team catalog entries' names, as first written, sorted.
  var teamCatalogNames: [String] { catalogNames.values.sorted() }
}
