/// The documents of a workspace of many apps, grouped by `App`, for `check` to analyse one app
/// at a time and let it go before the next: its memory then follows the largest app, not the
/// workspace.
///
/// Exact, not an approximation: a file sees the facts of its own app's files (and of files with
/// no `App`), and one fact of every app, which ``wideFacts`` holds whole: the team catalog's
/// names. A workspace where a group would not see all it reads is not grouped (``plan(_:)``
/// gives nil): a contract without `App` (it sees every app), a Markdown document with contract
/// fences.
public struct AppGroups: Sendable {
  /// The groups, each the indices of its documents in the order given; the groups in the order
  /// of their first documents. Every document is in exactly one.
  public let groups: [[Int]]
  /// What every app reads, from every document.
  public let wideFacts: WorkspaceWideFacts

  /// What one document tells the plan (``member(key:text:)``): made where its text is read, so
  /// that the text can be let go until its group is read.
  public enum Member: Sendable {
    /// A contract of the app (folded), with what it gives every app.
    case ofApp(String, gives: WorkspaceWideFacts)
    /// A document with nothing to read (empty, or Markdown with no contract fence): any group.
    case anywhere
    /// A document that reads every app's facts: the workspace cannot be grouped.
    case everyApp
  }

  /// The groups of `documents` (keys and texts), or nil when the workspace is one app or cannot
  /// be grouped. Reads each document's file header and catalog entries, on every core.
  public static func plan(_ documents: [(key: String, text: String)]) -> AppGroups? {
    plan(ParallelMap.map(documents) { member(key: $0.key, text: $0.text) }, keys: documents.map(\.key))
  }

  /// The groups of the documents `keys`, each described by its `members` entry (in the same
  /// order), or nil as for ``plan(_:)``.
  public static func plan(_ members: [Member], keys: [String]) -> AppGroups? {
    var groupOfApp: [String: Int] = [:]
    var groups: [[Int]] = []
    var anywhere: [Int] = []
    var facts: [(key: String, facts: WorkspaceWideFacts)] = []
    for (index, member) in members.enumerated() {
      switch member {
      case .everyApp:
        return nil
      case .anywhere:
        anywhere.append(index)
      case .ofApp(let app, let documentFacts):
        facts.append((keys[index], documentFacts))
        if let group = groupOfApp[app] {
          groups[group].append(index)
        } else {
          groupOfApp[app] = groups.count
          groups.append([index])
        }
      }
    }
    guard groups.count > 1 else { return nil }
    groups[0] = (groups[0] + anywhere).sorted()
    // Merged in the order of the keys, as the workspace orders what documents declare.
    let merged = WorkspaceWideFacts(documents: facts.sorted { $0.key < $1.key }.map(\.facts))
    return AppGroups(groups: groups, wideFacts: merged)
  }

  /// What `text`, the document `key`, tells the plan.
  public static func member(key: String, text: String) -> Member {
    if ContractWorkspace.isMarkdownKey(key) {
      return MarkdownContracts.fences(in: text).isEmpty ? .anywhere : .everyApp
    }
    if text.isEmpty { return .anywhere }
    let document = LineTable(bytes: Array(text.utf8))
    let ranges = BlockSplitter.lineRanges(of: document)
    let header = BlockReader.read(LineTable(lines: ranges[0], of: document), isFileHeader: true) { _ in [] }
    guard let app = header.content.header?.app else { return .everyApp }
    // Only the blocks that give every app a fact are read: catalog entries.
    var given: [BlockText] = []
    for range in ranges.dropFirst() where !range.isEmpty {
      let start = document.startOfLine(range.lowerBound)
      let kind = BlockText.kind(of: Array(document.bytes[start..<min(start + 16, document.bytes.count)]))
      guard kind == .catalog else { continue }
      given.append(BlockText(lines: LineTable(lines: range, of: document), isFileHeader: false, reading: true))
    }
    return .ofApp(ListItem.fold(app), gives: WorkspaceWideFacts(blocks: given))
  }
}

extension ContractWorkspace {
  /// Makes this workspace, which is to hold one group of ``AppGroups``, answer what every app
  /// reads from `facts`, those of the whole workspace. Call it before adding any document.
  public func readWideFacts(from facts: WorkspaceWideFacts) {
    self.facts.wide = facts
  }
}
