/// A symbol found by a workspace search.
public struct WorkspaceSymbol: Sendable, Hashable {
  /// Its name.
  public var name: String
  /// What it is (component, menu, command or catalog entry).
  public var kind: OutlineKind
  /// The block it stands in (a command's menu), if any.
  public var container: String?
  /// The document's key.
  public var document: String
  /// Where its name is written.
  public var range: SourceRange
}

/// Finds components, menus, commands and catalog entries across the workspace by a fuzzy query.
public enum WorkspaceSymbolSearch {
  /// Symbols whose name matches `query` (every character of the query in order, case-insensitive; an empty
  /// query matches everything), best matches first, at most `limit`.
  public static func search(_ query: String, in workspace: ContractWorkspace, limit: Int = 500) -> [WorkspaceSymbol] {
    var found: [(score: Int, order: Int, symbol: WorkspaceSymbol)] = []
    for key in workspace.contractDocumentKeys {
      guard let document = workspace.document(key) else { continue }
      for symbol in symbols(of: document) {
        guard let score = score(of: symbol.name, for: query) else { continue }
        found.append((score, found.count, symbol))
      }
    }
    found.sort { $0.score != $1.score ? $0.score > $1.score : $0.order < $1.order }
    return found.prefix(limit).map(\.symbol)
  }

  /// The document's searchable symbols in source order.
  static func symbols(of document: ContractDocument) -> [WorkspaceSymbol] {
    var result: [WorkspaceSymbol] = []
    for placed in document.blocks {
      guard let block = placed.model.tree.blocks.first else { continue }
      let start = placed.start
      switch block.kind {
      case .component:
        result.append(
          WorkspaceSymbol(
            name: block.name,
            kind: .component,
            document: document.key,
            range: block.nameRange.shifted(by: start)
          )
        )
      case .catalog:
        result.append(
          WorkspaceSymbol(
            name: block.name,
            kind: .catalogEntry,
            document: document.key,
            range: block.nameRange.shifted(by: start)
          )
        )
      case .menu:
        result.append(
          WorkspaceSymbol(
            name: block.name,
            kind: .menu,
            document: document.key,
            range: block.nameRange.shifted(by: start)
          )
        )
        for command in block.commands {
          result.append(
            WorkspaceSymbol(
              name: command.name,
              kind: .command,
              container: block.name,
              document: document.key,
              range: command.nameRange.shifted(by: start)
            )
          )
        }
      }
    }
    return result
  }

  /// How well `name` matches `query`: nil for no match; an exact, prefix, substring match scores above a
  /// match of scattered characters.
  public static func score(of name: String, for query: String) -> Int? {
    let needle = Array(query.lowercased().filter { $0 != " " })
    guard !needle.isEmpty else { return 0 }
    let haystack = name.lowercased()
    if haystack == String(needle) { return 400 }
    if haystack.hasPrefix(String(needle)) { return 300 }
    if haystack.contains(String(needle)) { return 200 }
    var index = needle.startIndex
    for character in haystack where index < needle.endIndex && character == needle[index] { index += 1 }
    return index == needle.endIndex ? 100 : nil
  }
}

extension WorkspaceSymbol {
  fileprivate init(name: String, kind: OutlineKind, document: String, range: SourceRange) {
    self.init(name: name, kind: kind, container: nil, document: document, range: range)
  }
}
